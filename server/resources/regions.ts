/**
 * The service's regions (spec/components/schemas/ReservedAddrCreate.yaml `region`: `au`, `eu`, `ap`, `us`,
 * `jp`, `in`, `sa`), in the spec's order. Reserved addresses live in one of them; an agent ingress gets one
 * regional domain per region.
 */
import type { ReservedAddr } from '@tunnel-api/validators';

export type Region = ReservedAddr['region'];

export const REGIONS: readonly Region[] = ['au', 'eu', 'ap', 'us', 'jp', 'in', 'sa'];

/** spec/components/schemas/ReservedAddrCreate.yaml `region`: default `us`. */
export const DEFAULT_REGION: Region = 'us';
