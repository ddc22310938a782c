/**
 * SAML module of an HTTPS edge route (spec/paths/edges_https_{edge_id}_routes_{id}_saml.yaml). Replace applies
 * the defaults of every omitted field and checks the IdP metadata when given (it may be left out at first: the
 * IdP needs this module's entity id and ACS URL before it can produce its metadata). The response adds the
 * service provider's URLs under PUBLIC_URL and the certificate of the request-signing key pair, which is made
 * when the module is first configured and kept across replaces so the IdP's configuration stays valid. Its
 * private key is sealed at rest like SSH CA keys (server/ssh/private-key-sealing.ts) and never returned.
 */
import type { SAMLModule, SAMLModuleReplace } from '@tunnel-api/validators';
import type { ServerContext } from '../../context.js';
import { sealPrivateKey } from '../../ssh/index.js';
import type { RouteModuleParams } from './module-host.js';
import type { ModuleKind } from './module-kind.js';
import { DEFAULT_COOKIE_PREFIX } from './oauth.js';
import { checkIdpMetadata } from './saml-idp-metadata.js';
import { serviceProviderUrls } from './saml-service-provider.js';
import { newSigningKeyPair } from './saml-signing-certificate.js';

interface Config {
  [key: string]: unknown;
  enabled: boolean;
  options_passthrough: boolean;
  cookie_prefix: string;
  inactivity_timeout: number;
  maximum_duration: number;
  idp_metadata: string;
  force_authn: boolean;
  allow_idp_initiated: boolean;
  authorized_groups: string[];
  nameid_format: SAMLModule['nameid_format'];
  signing: StoredSigningKey;
}

/** The request-signing key pair: the certificate, and the private key sealed under the server's KEK. */
interface StoredSigningKey {
  [key: string]: unknown;
  certificate_pem: string;
  sealed_private_key: string;
}

async function newSigningKey(ctx: ServerContext, routeId: string): Promise<StoredSigningKey> {
  const pair = await newSigningKeyPair(`SAML request signing ${routeId}`, ctx.now());
  return { certificate_pem: pair.certificate_pem, sealed_private_key: sealPrivateKey(pair.private_key_pem, ctx.kek) };
}

export const DEFAULT_NAMEID_FORMAT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent';

export const samlModule: ModuleKind<SAMLModule, SAMLModuleReplace, Config, RouteModuleParams> = {
  key: 'saml',
  what: 'SAML',
  async configure({ body, current, params, ctx }) {
    const idpMetadata = body.idp_metadata ?? '';
    if (idpMetadata !== '') checkIdpMetadata(idpMetadata);
    return {
      config: {
        enabled: body.enabled ?? true,
        options_passthrough: body.options_passthrough ?? false,
        cookie_prefix: body.cookie_prefix ?? DEFAULT_COOKIE_PREFIX,
        inactivity_timeout: body.inactivity_timeout ?? 0,
        maximum_duration: body.maximum_duration ?? 0,
        idp_metadata: idpMetadata,
        force_authn: body.force_authn ?? false,
        allow_idp_initiated: body.allow_idp_initiated ?? false,
        authorized_groups: body.authorized_groups ?? [],
        nameid_format: body.nameid_format ?? DEFAULT_NAMEID_FORMAT,
        signing: current?.signing ?? (await newSigningKey(ctx, params.id)),
      },
    };
  },
  toApi: (config, { ctx, params }) => {
    const urls = serviceProviderUrls(ctx.publicUrl, params.edge_id, params.id);
    return {
      enabled: config.enabled,
      options_passthrough: config.options_passthrough,
      cookie_prefix: config.cookie_prefix,
      inactivity_timeout: config.inactivity_timeout,
      maximum_duration: config.maximum_duration,
      idp_metadata: config.idp_metadata,
      force_authn: config.force_authn,
      allow_idp_initiated: config.allow_idp_initiated,
      authorized_groups: config.authorized_groups,
      nameid_format: config.nameid_format,
      // The metadata is always given inline; there is no field to name a URL to fetch it from.
      idp_metadata_url: '',
      // The entity id is the metadata URL (spec/components/schemas/SAMLModule.yaml `entity_id`).
      entity_id: urls.metadata,
      assertion_consumer_service_url: urls.acs,
      single_logout_url: urls.slo,
      request_signing_certificate_pem: config.signing.certificate_pem,
      metadata_url: urls.metadata,
    };
  },
};
