/**
 * The service-provider side of a route's SAML module: its URLs under PUBLIC_URL
 * (spec/components/schemas/SAMLModule.yaml: `entity_id` equals the metadata URL) and the SAML 2.0 metadata
 * document served at `metadata_url` (SAML 2.0 Metadata §2.4.4 SPSSODescriptor), which an IdP imports instead of
 * copying values by hand.
 */

import { X509Certificate } from 'node:crypto';
import { XMLBuilder } from 'fast-xml-parser';
import { childBodyAt, type Queryable } from '../../storage/index.js';

export interface ServiceProviderUrls {
  readonly metadata: string;
  readonly acs: string;
  readonly slo: string;
}

export function serviceProviderUrls(publicUrl: string, edgeId: string, routeId: string): ServiceProviderUrls {
  const base = `${publicUrl}/edges/https/${edgeId}/routes/${routeId}/saml`;
  return { metadata: `${base}/metadata`, acs: `${base}/acs`, slo: `${base}/slo` };
}

/** What the metadata document needs of a configured SAML module. */
export interface ServiceProviderSettings {
  readonly nameid_format: string;
  readonly signing: { readonly certificate_pem: string };
}

// suppressBooleanAttributes: false, or the builder writes `AuthnRequestsSigned` without its value "true".
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true, suppressBooleanAttributes: false });

export function serviceProviderMetadataXml(urls: ServiceProviderUrls, settings: ServiceProviderSettings): string {
  const certificate = new X509Certificate(settings.signing.certificate_pem).raw.toString('base64');
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'md:EntityDescriptor': {
      '@_xmlns:md': 'urn:oasis:names:tc:SAML:2.0:metadata',
      '@_entityID': urls.metadata,
      'md:SPSSODescriptor': {
        '@_AuthnRequestsSigned': 'true',
        '@_WantAssertionsSigned': 'true',
        '@_protocolSupportEnumeration': 'urn:oasis:names:tc:SAML:2.0:protocol',
        // Element order is the schema's: KeyDescriptor, SingleLogoutService, NameIDFormat, AssertionConsumerService.
        'md:KeyDescriptor': {
          '@_use': 'signing',
          'ds:KeyInfo': { '@_xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#', 'ds:X509Data': { 'ds:X509Certificate': certificate } },
        },
        'md:SingleLogoutService': { '@_Binding': 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', '@_Location': urls.slo },
        'md:NameIDFormat': settings.nameid_format,
        'md:AssertionConsumerService': {
          '@_Binding': 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
          '@_Location': urls.acs,
          '@_index': '0',
          '@_isDefault': 'true',
        },
      },
    },
  }) as string;
}

/**
 * The metadata document of a route's SAML module, or undefined when the route (under that edge) has
 * none. Looked up without an account: IdPs fetch metadata anonymously, and it holds nothing secret.
 */
export async function serviceProviderMetadata(db: Queryable, publicUrl: string, edgeId: string, routeId: string): Promise<string | undefined> {
  const saml = await childBodyAt<ServiceProviderSettings>(db, 'https_edge_route', edgeId, routeId, ['modules', 'saml', 'config']);
  return saml ? serviceProviderMetadataXml(serviceProviderUrls(publicUrl, edgeId, routeId), saml) : undefined;
}
