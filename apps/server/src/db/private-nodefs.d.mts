// Types for private-nodefs.mjs (plain JavaScript so the maintenance scripts run it with node alone).
import { NodeFS } from "@electric-sql/pglite/nodefs";

/** PGlite's on-disk file system with every mode narrowed to the owner (see private-nodefs.mjs). */
export declare class PrivateNodeFS extends NodeFS {}

/** PGlite.create options for the database folder `dir` (created, owner-only, if missing) on the private file system. */
export declare function privatePgliteOptions(dir: string): { dataDir: string; fs: PrivateNodeFS };
