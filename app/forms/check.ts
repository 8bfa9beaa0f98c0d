/**
 * The rules a form definition must keep (app/forms/define.ts), checked when its schema is derived
 * (./schemas.ts): on the server at start, in the browser on demand, and in the unit tests.
 */
import { storedFields, type FormDefinition } from "./define.ts";
import { hiddenFields } from "./result.ts";

const fieldName = /^[a-z][a-zA-Z0-9]*$/;
const reserved = new Set<string>([...Object.values(hiddenFields), "__proto__", "constructor", "prototype"]);

/**
 * Refuses a definition the forms cannot work with. Field names are English camelCase (they are
 * posted and stored as they are), so no field can take the name of the page's own hidden fields -
 * the honeypot above all, whose name (`hp-website`) no camelCase name can match.
 */
export function checkForm(form: FormDefinition): void {
  const where = `Formularen "${form.id}"`;
  for (const [name, field] of Object.entries(form.fields)) {
    if (reserved.has(name)) throw new Error(`${where}: feltnavnet "${name}" er reserveret til sidens skjulte felter`);
    if (!fieldName.test(name)) throw new Error(`${where}: feltnavnet "${name}" skal være engelsk camelCase (a-z, A-Z, 0-9)`);
    if (field.type === "select" && !field.options.length) throw new Error(`${where}: feltet "${name}" har ingen valgmuligheder`);
    if (field.type !== "hidden" && field.agent.length < 10) throw new Error(`${where}: feltet "${name}" mangler en beskrivelse til AI-agenter`);
  }
  for (const [name, field] of Object.entries(form.fields)) {
    if (field.type === "consent" && `${name}Text` in form.fields)
      throw new Error(`${where}: feltet "${name}Text" ville overskrive samtykketeksten for "${name}"`);
  }
  const { derived, ...withoutDerived } = form;
  const fromFields = new Set([...Object.keys(form.fields), ...Object.keys(storedFields(withoutDerived as FormDefinition))]);
  for (const name of Object.keys(derived ?? {})) {
    if (fromFields.has(name)) throw new Error(`${where}: den afledte værdi "${name}" har samme navn som et felt`);
  }
  for (const name of Object.keys(form.derived ?? {})) {
    if (reserved.has(name) || !fieldName.test(name))
      throw new Error(`${where}: den afledte værdi "${name}" skal have et camelCase-navn, der ikke er reserveret`);
  }
}
