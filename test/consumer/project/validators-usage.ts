// @tunnel-api/validators on its own: a type guard narrows, a problem list explains.
import { checkCreateTunnelGroupBackendBody, isCreateTunnelGroupBackendBody, utf8ByteLength } from '@tunnel-api/validators';

const input: unknown = JSON.parse('{"description":"web","extra":1}');
const problems = isCreateTunnelGroupBackendBody(input) ? [] : checkCreateTunnelGroupBackendBody(input);
const accepted: unknown = { description: 'ok' };
const description = isCreateTunnelGroupBackendBody(accepted) ? accepted.description : undefined;
console.log(JSON.stringify({ problems: problems.map((p) => `${p.pointer} ${p.rule}`), description, bytes: utf8ByteLength('é') }));
