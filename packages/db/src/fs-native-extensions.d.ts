declare module 'fs-native-extensions' {
  /** An advisory lock on an open file (open file description lock on Linux); false when another holder has it. */
  export function tryLock(fd: number, offset?: number, length?: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number, offset?: number, length?: number): void;
}
