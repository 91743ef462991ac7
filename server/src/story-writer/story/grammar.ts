/**
 * The template grammar of the offline story writer.
 *
 * A template is a sentence with two kinds of slot:
 *   {role} or {role.form}  a word or phrase of a role (the hero's name, a thing with its article, a place
 *                          with its preposition), in the form the sentence needs;
 *   [role:a|b|c|d]         a word that agrees with the role: one form (invariant), two (singular|plural),
 *                          three (masculine|feminine|plural) or four (masculine|feminine|masc. plural|fem.
 *                          plural), and a fifth for a singular of unknown gender (a neutral or honorific
 *                          form). Which form is taken comes from the role's gender and number, so the
 *                          agreement rules of each language live in its templates and noun tables.
 * A role of unknown gender (a name in no list, with no pronoun in the user's text) cannot take a gendered
 * form: a language either leaves such templates out (its other templates are neutral constructions) or
 * uses its plural/honorific forms, which are gender-neutral there (Tamil, Telugu, Kannada, English "they").
 */
export type Gender = "m" | "f" | "n" | "x";
export type GrammaticalNumber = "sg" | "pl";

export interface Role {
  /** The default text of the role: a name, or a noun in its citation form with its article. */
  text: string;
  gender: Gender;
  number: GrammaticalNumber;
  /** Other forms a template can ask for ({thing.acc}, {place.in}); a missing form falls back to text. */
  forms?: Record<string, string>;
}

export type Roles = Record<string, Role>;

/** How a language treats a gendered slot of a role whose gender is unknown. */
export type UnknownGender = "skip" | "plural";

const slot = /\{(\w+)(?:\.(\w+))?\}/g;
const agreement = /\[(\w+):([^\]]*)\]/g;

function formFor(role: Role, forms: string[], unknown: UnknownGender): string | null {
  const [first = "", second = first, third = second, fourth = third, neutral] = forms;
  if (forms.length <= 1) return first;
  const plural = role.number === "pl";
  if (forms.length === 2) return plural ? second : first;
  if (role.gender === "x" && !plural) return neutral ?? (unknown === "plural" ? third : null);
  const feminine = role.gender === "f";
  if (forms.length === 3) return plural ? third : feminine ? second : first;
  if (plural) return feminine ? fourth : third;
  return feminine ? second : first;
}

/** The template with every slot filled, or null when a role is missing or cannot agree (unknown gender). */
export function render(template: string, roles: Roles, unknown: UnknownGender): string | null {
  let failed = false;
  const agreed = template.replace(agreement, (_, name: string, list: string) => {
    const role = roles[name];
    const form = role ? formFor(role, list.split("|"), unknown) : null;
    if (form === null) failed = true;
    return form ?? "";
  });
  const filled = agreed.replace(slot, (_, name: string, form: string | undefined) => {
    const role = roles[name];
    if (!role) failed = true;
    return (form ? role?.forms?.[form] : undefined) ?? role?.text ?? "";
  });
  return failed ? null : filled;
}

/** Capitalises the first letter of a sentence (scripts without case are left as they are). */
export function capitalise(sentence: string): string {
  return sentence.replace(
    /^(\P{L}*)(\p{L})/u,
    (_, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}
