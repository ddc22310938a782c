// Built by `npm run generate` from generator/runtime/validators/simplify-alternatives.ts. Edit it there.
/**
 * A failed `oneOf`/`anyOf` reports the errors of every alternative. The alternatives of the wrong
 * kind (a `type` error right at the value: "must be null" for a provider given as an object) say
 * nothing useful, so when another alternative explains more precisely what is wrong, only its errors
 * are kept; when none gets further than its type, the type errors merge into one: "must be an
 * object or null (got integer)".
 */
export function simplifyAlternatives(errors) {
    const dropped = new Set();
    const replaced = new Map();
    errors.forEach((error, index) => {
        if ((error.keyword !== 'oneOf' && error.keyword !== 'anyOf') || Array.isArray(error.params['passingSchemas']))
            return;
        const at = error.instancePath;
        // The alternatives' errors come right before the combinator's own, at or below its value.
        let first = index;
        while (first > 0 && !dropped.has(first - 1) && isAtOrBelow(errors[first - 1].instancePath, at))
            first--;
        const branch = [...Array(index - first).keys()].map((i) => first + i).filter((i) => !dropped.has(i));
        const wrongKind = branch.filter((i) => errors[i].keyword === 'type' && errors[i].instancePath === at);
        if (branch.length === 0 || wrongKind.length === 0)
            return;
        const precise = branch.filter((i) => !wrongKind.includes(i));
        for (const i of wrongKind)
            dropped.add(i);
        if (precise.length > 0) {
            dropped.add(index);
            return;
        }
        const expected = [...new Set(wrongKind.flatMap((i) => String(errors[i].params['type']).split(',')))];
        replaced.set(index, { ...errors[wrongKind[0]], params: { type: expected.join(',') }, parentSchema: error.parentSchema });
    });
    return errors.flatMap((error, i) => (dropped.has(i) ? [] : [replaced.get(i) ?? error]));
}
function isAtOrBelow(pointer, parent) {
    return pointer === parent || pointer.startsWith(`${parent}/`);
}
