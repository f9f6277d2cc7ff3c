/** A content template with its placeholders filled: fill("{n} of {total}", { n: 1, total: 3 }) → "1 of 3". */
export function fill(template: string, values: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
