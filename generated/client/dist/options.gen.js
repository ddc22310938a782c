/** The security schemes the client sends, and which each operation needs (where it differs from the document's `security`). */
export const CLIENT_SECURITY = {
	schemes: { bearerAuth: {
		name: "bearerAuth",
		kind: "bearer"
	} },
	default: [["bearerAuth"]],
	operations: {},
	apiKeyScheme: "bearerAuth",
	required: true
};
//# sourceMappingURL=options.gen.js.map
