export async function runExactlyOnce(_r: unknown) {}
