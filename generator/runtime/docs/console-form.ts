/**
 * The fields of one operation: a labelled input per path, query and header parameter (required ones
 * marked, allowed values offered as suggestions, the description as the field's hint) and the body editor
 * pre-filled with the example. Built with the DOM API, text as text: nothing from the document is parsed
 * as HTML.
 */
import type { ConsoleOperation, ConsoleParameter } from './console-data.js';
import { fieldId } from './console-request.js';

const PLACES: Record<ConsoleParameter['in'], string> = { path: 'Path parameters', query: 'Query parameters', header: 'Headers' };

export function renderParameters(container: HTMLElement, operation: ConsoleOperation): void {
  container.replaceChildren();
  for (const place of ['path', 'query', 'header'] as const) {
    const parameters = operation.parameters.filter((p) => p.in === place);
    if (parameters.length === 0) continue;
    const fieldset = element('fieldset', { className: 'group' });
    fieldset.append(element('legend', { textContent: PLACES[place] }));
    for (const parameter of parameters) fieldset.append(parameterField(parameter));
    container.append(fieldset);
  }
}

function parameterField(parameter: ConsoleParameter): HTMLElement {
  const id = fieldId(parameter);
  const wrapper = element('div', { className: 'field' });
  const label = element('label', { htmlFor: id });
  label.append(element('code', { textContent: parameter.name }));
  if (parameter.required) label.append(element('span', { className: 'required', textContent: ' required' }));
  const input = element('input', {
    id,
    name: id,
    type: 'text',
    value: parameter.value,
    placeholder: parameter.placeholder,
    required: parameter.required,
    spellcheck: false,
    autocomplete: 'off',
  });
  wrapper.append(label, input);
  if (parameter.choices.length > 0) {
    const list = element('datalist', { id: `${id}-choices` });
    for (const choice of parameter.choices) list.append(element('option', { value: choice }));
    input.setAttribute('list', list.id);
    wrapper.append(list);
  }
  if (parameter.description !== '') {
    const hint = element('p', { id: `${id}-hint`, className: 'hint' });
    hint.append(...withInlineCode(parameter.description));
    input.setAttribute('aria-describedby', hint.id);
    wrapper.append(hint);
  }
  return wrapper;
}

/**
 * A description's text with its Markdown code spans (`2`) as code elements; the rest of the Markdown is
 * shown as written, which reads well enough in a one-line hint.
 */
export function withInlineCode(text: string): Array<string | HTMLElement> {
  return text.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? element('code', { textContent: part }) : part));
}

/** Every parameter field's value, by field id. */
export function parameterValues(operation: ConsoleOperation): Record<string, string> {
  const values: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const input = document.getElementById(fieldId(parameter));
    if (input instanceof HTMLInputElement) values[fieldId(parameter)] = input.value;
  }
  return values;
}

export function element<K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]> = {}): HTMLElementTagNameMap[K] {
  return Object.assign(document.createElement(tag), properties);
}
