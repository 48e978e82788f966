// PGlite's on-disk file system, with every file and folder its owner's alone. Plain JavaScript so the maintenance
// scripts (backup, restore, migrate-to-postgres) open the database the same way with node alone; types beside it.
import fs from "node:fs";
import { NodeFS } from "@electric-sql/pglite/nodefs";

const masked = Symbol("foliocraft.privateModes");

/**
 * PGlite's Emscripten layer sets each new file's mode itself, with chmod after creating it (initdb's files come out
 * rw-rw-rw-, files written through fopen rw-r--r--), and the process umask cannot narrow a chmod. This file system
 * strips group and other permissions from every mode on its way to the disk (the mount's mknod and setattr), so the
 * database, its write-ahead log and its temporary files are never readable by anyone but their owner.
 */
export class PrivateNodeFS extends NodeFS {
  async init(pg, opts) {
    const { emscriptenOpts } = await super.init(pg, opts);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), (mod) => maskModes(mod.NODEFS)],
      },
    };
  }
}

function maskModes(nodefs) {
  if (nodefs[masked]) return;
  nodefs[masked] = true;
  const ownerOnly = (mode) => mode & ~0o077;
  const { mknod } = nodefs.node_ops;
  nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, ownerOnly(mode), dev);
  for (const ops of [nodefs.node_ops, nodefs.stream_ops]) {
    const { setattr } = ops;
    ops.setattr = (target, attr) =>
      setattr(target, attr.mode === undefined || attr.mode === null ? attr : { ...attr, mode: ownerOnly(attr.mode) });
  }
}

/** PGlite.create options for the database folder `dir` (created, owner-only, if missing) on the private file system. */
export function privatePgliteOptions(dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  return { dataDir: dir, fs: new PrivateNodeFS(dir) };
}
