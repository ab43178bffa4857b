/** The port of the empty-salon instance e2e/server.ts starts beside the demo salon's (for e2e/day-one.spec.ts). */
export function emptySalonPort(demoPort: number): number {
  return demoPort + 1000;
}
