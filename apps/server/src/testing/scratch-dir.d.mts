/** Where tests keep their databases' folders: /dev/shm when it has room, the system's temporary folder otherwise. */
export function scratchRoot(): string;
/** A new empty folder under scratchRoot(), named `{prefix}{random}`. */
export function makeScratchDir(prefix: string): string;
