import { createHash, createHmac, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { DeviceClass } from "@foliocraft/schemas";
import type { AnalyticsRepository, DayCounts } from "./repository";

/** One counted event, already classified (bot or not, device class); the address only lives until `record` returns. */
export interface CountedEvent {
  /** Lower-case username of the published portfolio. */
  username: string;
  kind: "view" | "resume";
  /** The hosted page and the resume redirect always count; a beacon only for owners who opted in. */
  source: "server" | "beacon";
  at: Date;
  address: string;
  referrerDomain: string | undefined;
  device: DeviceClass;
  /**
   * The language version the visitor saw: a translation's code on /p/{username}/{lang}, the code an exported page
   * declares; undefined for the primary page (the portfolio's primary language, looked up when written).
   */
  language?: string | undefined;
}

interface Bucket {
  username: string;
  day: string;
  beacon: boolean;
  views: number;
  resumeDownloads: number;
  /** SHA-256 of the address; salted with the day's secret (and the portfolio) at flush. */
  visitors: Set<string>;
  referrers: Map<string, number>;
  devices: Map<DeviceClass, number>;
  /** Views per language code; "" is the primary language, resolved when written. */
  languages: Map<string, number>;
}

/** Options of the recorder; the defaults suit production, tests shorten or stop the timer. */
export interface ViewRecorderOptions {
  repository: AnalyticsRepository;
  log: FastifyBaseLogger;
  /** How often buffered events are written (ms); 0 turns the timer off (tests call flush()). */
  flushIntervalMs?: number;
  /** A flush starts at once when this many events are waiting. */
  maxPendingEvents?: number;
  now?: () => Date;
}

/** The UTC day of a moment, YYYY-MM-DD (every server counts in the same days). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

const dayBefore = (day: string): string => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));

// Kept when a write fails, so a short database outage loses nothing; beyond this many buckets new ones are dropped.
const maxBuckets = 20_000;

// Visitor hashes this server has already written today, so a returning visitor costs no INSERT (PGlite runs in this
// process: every row written is time taken from requests). Beyond this many the database alone decides.
const maxKnownVisitors = 200_000;

/**
 * Counting that never slows a page: `record` only adds to an in-memory bucket per (username, day); a timer (or a
 * full buffer) writes all buckets in one transaction of multi-row UPSERTs. Unique visitors are
 * HMAC-SHA256(salt of the day, address + portfolio): the salt is random, shared through the database, and deleted
 * after a day, so no stored value leads back to an address or links one day to the next. The user agent is not part
 * of it: anyone can send a new one with every request, so one address could otherwise count as any number of
 * visitors (people behind one address, an office or a home, count as one: fewer rather than invented ones).
 */
export function createViewRecorder(options: ViewRecorderOptions) {
  const { repository, log } = options;
  const now = options.now ?? (() => new Date());
  const maxPending = options.maxPendingEvents ?? 1000;
  let buckets = new Map<string, Bucket>();
  let pendingEvents = 0;
  const salts = new Map<string, string>();
  let prunedBefore = "";
  let running: Promise<void> = Promise.resolve();
  let flushQueued = false;
  let known = { day: "", hashes: new Set<string>() };

  function bucketFor(username: string, day: string, beacon: boolean, into = buckets): Bucket {
    const key = `${username}|${day}|${beacon ? "b" : "s"}`;
    let bucket = into.get(key);
    if (!bucket) {
      bucket = {
        username,
        day,
        beacon,
        views: 0,
        resumeDownloads: 0,
        visitors: new Set(),
        referrers: new Map(),
        devices: new Map(),
        languages: new Map(),
      };
      into.set(key, bucket);
    }
    return bucket;
  }

  function add<K>(map: Map<K, number>, key: K, n: number) {
    map.set(key, (map.get(key) ?? 0) + n);
  }

  async function saltOf(day: string): Promise<string> {
    const cached = salts.get(day);
    if (cached) return cached;
    const salt = await repository.saltFor(day, randomBytes(32).toString("base64url"));
    salts.set(day, salt);
    // Only today and yesterday are ever asked for.
    for (const d of salts.keys()) if (d < dayBefore(day)) salts.delete(d);
    return salt;
  }

  async function write(batch: Map<string, Bucket>): Promise<void> {
    const all = [...batch.values()];
    const targets = await repository.resolve([...new Set(all.map((b) => b.username))]);
    const today = utcDay(now());
    const keepFrom = dayBefore(today);
    if (prunedBefore !== keepFrom) {
      await repository.pruneBefore(keepFrom);
      prunedBefore = keepFrom;
    }
    // One entry per (portfolio, day): an UPSERT may not touch the same row twice.
    const merged = new Map<string, DayCounts>();
    for (const bucket of all) {
      const target = targets.get(bucket.username);
      // Unpublished since, never published, or a beacon for an owner who did not opt in: not counted.
      if (!target || (bucket.beacon && !target.beaconOptIn)) continue;
      const key = `${target.portfolioId}|${bucket.day}`;
      let counts = merged.get(key);
      if (!counts) {
        counts = {
          portfolioId: target.portfolioId,
          day: bucket.day,
          views: 0,
          resumeDownloads: 0,
          visitorHashes: [],
          referrers: new Map(),
          devices: new Map(),
          languages: new Map(),
        };
        merged.set(key, counts);
      }
      counts.views += bucket.views;
      counts.resumeDownloads += bucket.resumeDownloads;
      // A late event of a day whose salt is gone already counts as a view, not as a visitor.
      if (bucket.day >= keepFrom && bucket.visitors.size) {
        const salt = await saltOf(bucket.day);
        for (const visitor of bucket.visitors) {
          const hash = createHmac("sha256", salt).update(`${visitor}\n${target.portfolioId}`).digest("base64url");
          if (!(bucket.day === known.day && known.hashes.has(hash))) counts.visitorHashes.push(hash);
        }
      }
      for (const [domain, n] of bucket.referrers) add(counts.referrers, domain, n);
      for (const [device, n] of bucket.devices) add(counts.devices, device, n);
      // A language the portfolio does not publish (an old export, a hand-made beacon) counts as the primary one.
      for (const [language, n] of bucket.languages) {
        add(counts.languages, language && target.languages.includes(language) ? language : target.primaryLanguage, n);
      }
    }
    for (const counts of merged.values()) counts.visitorHashes = [...new Set(counts.visitorHashes)];
    await repository.add([...merged.values()]);
    // Only after the write succeeded: a failed batch is retried with its hashes.
    if (known.day !== today) known = { day: today, hashes: new Set() };
    for (const counts of merged.values()) {
      if (counts.day !== today) continue;
      for (const hash of counts.visitorHashes) if (known.hashes.size < maxKnownVisitors) known.hashes.add(hash);
    }
  }

  function restore(batch: Map<string, Bucket>) {
    for (const old of batch.values()) {
      if (buckets.size >= maxBuckets) {
        log.warn({ dropped: batch.size }, "analytics buffer full: dropping counts that could not be written");
        return;
      }
      const bucket = bucketFor(old.username, old.day, old.beacon);
      bucket.views += old.views;
      bucket.resumeDownloads += old.resumeDownloads;
      for (const v of old.visitors) bucket.visitors.add(v);
      for (const [k, n] of old.referrers) add(bucket.referrers, k, n);
      for (const [k, n] of old.devices) add(bucket.devices, k, n);
      for (const [k, n] of old.languages) add(bucket.languages, k, n);
    }
  }

  /** Writes everything buffered so far; flushes never overlap (each waits for the one before). */
  function flush(): Promise<void> {
    const next = running.then(async () => {
      flushQueued = false;
      if (!buckets.size) return;
      const batch = buckets;
      buckets = new Map();
      pendingEvents = 0;
      try {
        await write(batch);
      } catch (err) {
        log.error({ err }, "analytics flush failed; counts kept for the next one");
        restore(batch);
      }
    });
    running = next;
    return next;
  }

  const timer =
    options.flushIntervalMs === 0
      ? undefined
      : setInterval(() => void flush(), options.flushIntervalMs ?? 1000).unref();

  return {
    /** Buffers one event (a few map operations); the database sees it at the next flush. */
    record(event: CountedEvent): void {
      const bucket = bucketFor(event.username, utcDay(event.at), event.source === "beacon");
      if (event.kind === "resume") {
        bucket.resumeDownloads += 1;
      } else {
        bucket.views += 1;
        // The address alone (see above); the agent only decides the device class.
        bucket.visitors.add(createHash("sha256").update(event.address).digest("base64url"));
        if (event.referrerDomain) add(bucket.referrers, event.referrerDomain, 1);
        add(bucket.devices, event.device, 1);
        add(bucket.languages, event.language ?? "", 1);
      }
      pendingEvents += 1;
      if (pendingEvents >= maxPending && !flushQueued) {
        flushQueued = true;
        void flush();
      }
    },

    flush,

    /** Stops the timer and writes what is left (the app's onClose: after the last request has finished). */
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}

/** The in-memory, batched counter of views and resume downloads. */
export type ViewRecorder = ReturnType<typeof createViewRecorder>;
