/**
 * A value and its decoded forms, decoding until it stops changing (at most three rounds), so a
 * double-encoded trick is seen for what it is; null when a round is malformed (`%E0%A4%A`). One loop
 * for both redirect rules: the login redirect accepts only a value with no other form, the local path
 * checks every form.
 */
export function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return forms;
}
