/**
 * The service's regions (description §2.8: `au`, `eu`, `ap`, `us`, `jp`, `in`, `sa`), in the
 * description's order. Reserved addresses live in one of them; an agent ingress gets one regional
 * domain per region.
 */
import type { ReservedAddr } from '@tunnel-api/validators';

export type Region = ReservedAddr['region'];

export const REGIONS: readonly Region[] = ['au', 'eu', 'ap', 'us', 'jp', 'in', 'sa'];

/** Description §2.8: "default `us`". */
export const DEFAULT_REGION: Region = 'us';
