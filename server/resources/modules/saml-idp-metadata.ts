/**
 * The IdP metadata of a SAML module (spec/components/schemas/SAMLModuleReplace.yaml `idp_metadata`: "the full
 * XML IdP EntityDescriptor"): well-formed XML whose single root is an `EntityDescriptor` of the SAML 2.0
 * metadata namespace with an `entityID` and at least one `IDPSSODescriptor` child (SAML 2.0 Metadata §2.3.2,
 * §2.4.3). A DOCTYPE is refused: metadata never needs one, and entity declarations are the classic XML
 * expansion attack.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fieldError } from '../field-error.js';

const METADATA_NS = 'urn:oasis:names:tc:SAML:2.0:metadata';
const ATTRIBUTES = ':@';

type Element = { [ATTRIBUTES]?: Record<string, string>; [child: string]: unknown } | string;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributesGroupName: ATTRIBUTES,
  attributeNamePrefix: '',
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
});

export function checkIdpMetadata(xml: string): void {
  const validation = XMLValidator.validate(xml);
  if (validation !== true) {
    throw invalid(`the XML is not well-formed: ${validation.err.msg.replace(/\.$/, '')} (line ${validation.err.line})`);
  }
  if (/<!DOCTYPE/i.test(xml)) throw invalid('a DOCTYPE is not allowed in SAML metadata');
  const document = parser.parse(xml) as Record<string, unknown>;
  const roots = Object.entries(document).filter(([name]) => name !== '#text');
  const count = roots.reduce((n, [, value]) => n + (Array.isArray(value) ? value.length : 1), 0);
  if (count !== 1) throw invalid(`the XML has ${count} root elements; expected one EntityDescriptor`);
  const [rootName, root] = roots[0] as [string, Element];
  const scope = namespaces({}, root);
  if (!isMetadataElement(rootName, scope, 'EntityDescriptor')) {
    throw invalid(`the root element is ${rootName}, not a SAML 2.0 metadata EntityDescriptor (namespace ${METADATA_NS})`);
  }
  if (typeof root === 'string' || !root[ATTRIBUTES]?.entityID) throw invalid('the EntityDescriptor has no entityID attribute');
  const hasIdp = Object.entries(root).some(
    ([name, value]) =>
      name !== ATTRIBUTES &&
      name !== '#text' &&
      ([] as Element[]).concat(value as Element).some((child) => isMetadataElement(name, namespaces(scope, child), 'IDPSSODescriptor')),
  );
  if (!hasIdp) throw invalid('the EntityDescriptor has no IDPSSODescriptor (it does not describe an identity provider)');
}

/** The namespace declarations in scope inside `element` (XML Namespaces §6.1). */
function namespaces(outer: Readonly<Record<string, string>>, element: Element): Record<string, string> {
  const scope = { ...outer };
  if (typeof element === 'string') return scope;
  for (const [name, value] of Object.entries(element[ATTRIBUTES] ?? {})) {
    if (name === 'xmlns') scope[''] = value;
    else if (name.startsWith('xmlns:')) scope[name.slice('xmlns:'.length)] = value;
  }
  return scope;
}

function isMetadataElement(qualifiedName: string, scope: Readonly<Record<string, string>>, localName: string): boolean {
  const colon = qualifiedName.indexOf(':');
  const prefix = colon < 0 ? '' : qualifiedName.slice(0, colon);
  return qualifiedName.slice(colon + 1) === localName && scope[prefix] === METADATA_NS;
}

function invalid(reason: string) {
  return fieldError('SAML_IDP_METADATA_INVALID', { reason }, '/idp_metadata', 'saml-metadata');
}
