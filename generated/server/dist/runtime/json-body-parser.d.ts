import type { FastifyInstance } from "fastify";
export declare function registerJsonBodyParser(app: FastifyInstance): void;
//# sourceMappingURL=json-body-parser.d.ts.map
