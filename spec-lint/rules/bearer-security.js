/**
 * One security requirement for the whole API, an HTTP bearer API key, declared once at the root
 * (docs/decisions/0003-request-headers.md); operations never override it.
 */
export default function BearerSecurity() {
  return {
    Root: {
      enter(root, ctx) {
        const security = root.security;
        const single = Array.isArray(security) && security.length === 1 && Object.keys(security[0] ?? {}).join() === 'bearerAuth';
        if (!single) ctx.report({ message: 'The root `security` must be exactly `[{ bearerAuth: [] }]`.', location: ctx.location.child(['security']) });
        const scheme = root.components?.securitySchemes?.bearerAuth;
        const resolved = scheme && typeof scheme.$ref === 'string' ? ctx.resolve(scheme).node : scheme;
        if (resolved?.type !== 'http' || resolved.scheme !== 'bearer') {
          ctx.report({
            message: '`components.securitySchemes.bearerAuth` must be `{ type: http, scheme: bearer }`.',
            location: ctx.location.child(['components', 'securitySchemes']),
          });
        }
      },
    },
  };
}
