import { randomUUID } from "node:crypto";
import type { ContactMessageInput } from "@foliocraft/schemas";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema";

/** SQL for contact messages. */
export function createContactRepository(db: Db) {
  return {
    async insert(input: ContactMessageInput & { language: string }): Promise<{ id: string; createdAt: Date }> {
      const [row] = await db
        .insert(contactMessages)
        .values({ id: randomUUID(), ...input })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error("insert returned no row");
      return row;
    },
  };
}

/** SQL for contact messages. */
export type ContactRepository = ReturnType<typeof createContactRepository>;
