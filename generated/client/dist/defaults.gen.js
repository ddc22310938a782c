/** Headers every operation of the spec requires with one fixed value, and the User-Agent sent by default. */
export const CLIENT_DEFAULTS = {
    headers: {
        "Service-Version": "2",
    },
    userAgent: "@tunnel-api/client/0.9.1",
};
//# sourceMappingURL=defaults.gen.js.map
