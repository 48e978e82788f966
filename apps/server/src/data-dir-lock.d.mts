// Types for data-dir-lock.mjs (plain JavaScript so the maintenance scripts run it with node alone).

export declare const lockFileName: string;

export type DataDirLock = { locked: true; release: () => void } | { locked: false; recordedPid: number | undefined };

export declare function tryLockDataDir(dataDir: string): DataDirLock;

export declare function describeHolder(recordedPid: number | undefined): string;

export interface PrivacyChange {
  /** The folder's mode before it was narrowed to 0700; undefined when it already was private. */
  folderMode: number | undefined;
  /** Files and folders inside that lost their group and other permissions. */
  narrowed: number;
  /** Paths owned by another user, left as they were. */
  refused: string[];
}

export declare function makeDataDirPrivate(dataDir: string): PrivacyChange | undefined;

export declare function describePrivacyChange(dataDir: string, change: PrivacyChange): string;
