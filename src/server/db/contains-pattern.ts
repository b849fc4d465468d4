/** A LIKE pattern that matches `text` literally anywhere (its `%`, `_` and `\` are escaped). */
export function toContainsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
