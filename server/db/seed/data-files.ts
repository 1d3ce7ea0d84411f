import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ZodType } from 'zod';

/**
 * The demo content's prose lives in data files, one per record: `seed/data/<kind>/NNN.md`, a YAML header between
 * `---` lines with the record's fields, then its main text (an article's body, an activity's description, a
 * consultant's biography, a partner's description). Files are read in name order, so the number is the order.
 */
export const SEED_DATA_FOLDER = path.join(process.cwd(), 'server', 'db', 'seed', 'data');

const HEADER = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/;

/** The value checked against its schema; one that does not fit throws with the file's name and each field at fault. */
function checked<T>(file: string, schema: ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ');
    throw new Error(`${file}: ${problems}`);
  }
  return parsed.data;
}

/** The records of one kind, each checked against its schema: a file that does not fit throws with its name. */
export function readSeedRecords<T>(kind: string, schema: ZodType<T>, textField?: string, root = SEED_DATA_FOLDER): T[] {
  const folder = path.join(root, kind);
  const names = fs.readdirSync(folder).filter((name) => name.endsWith('.md')).sort();
  return names.map((name) => {
    const file = path.join(folder, name);
    const found = HEADER.exec(fs.readFileSync(file, 'utf8').replace(/\r\n/g, '\n'));
    if (!found) throw new Error(`${file}: no YAML header between --- lines`);
    const fields = (parse(found[1]!) ?? {}) as Record<string, unknown>;
    const record = textField ? { ...fields, [textField]: found[2]!.trim() } : fields;
    return checked(file, schema, record);
  });
}

/** Reads a kind's files once per process. */
export function seedRecords<T>(kind: string, schema: ZodType<T>, textField?: string): () => T[] {
  let records: T[] | undefined;
  return () => (records ??= readSeedRecords(kind, schema, textField));
}

/** A data set kept in one YAML file, `seed/data/<name>.yaml` (the category list, the show's floor), checked against its schema. */
export function readSeedFile<T>(name: string, schema: ZodType<T>, root = SEED_DATA_FOLDER): T {
  const file = path.join(root, `${name}.yaml`);
  return checked(file, schema, parse(fs.readFileSync(file, 'utf8')));
}

/** Reads a one-file data set once per process. */
export function seedFile<T>(name: string, schema: ZodType<T>): () => T {
  let data: T | undefined;
  return () => (data ??= readSeedFile(name, schema));
}
