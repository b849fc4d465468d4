export async function runBackupRoundTrips(_r: unknown) {}
