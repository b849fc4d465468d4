export async function runFindings(_r: unknown) {}
