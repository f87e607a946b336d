/**
 * The IndexedDB database's name, in a module of its own: schema.ts opens it and database.ts looks for it without
 * loading Dexie, and neither may import the other (database.ts loads schema.ts lazily).
 */
export const DATABASE_NAME = "polysub";
