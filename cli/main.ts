import { parseArgs } from "node:util";
import { convertCommand, type Io, parseCommand } from "./commands";
import { UsageError } from "./read";
import { translateCommand } from "./translate/command";
import { USAGE } from "./usage";

/** Runs the CLI with `argv` (without node and script); returns the exit code. */
export function run(argv: string[], io: Io): number {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        help: { type: "boolean", short: "h" },
        json: { type: "boolean" },
        to: { type: "string" },
        encoding: { type: "string" },
        output: { type: "string", short: "o" },
        format: { type: "string" },
        fps: { type: "string" },
      },
    });
    const [command, file, ...rest] = positionals;
    if (values.help || command === "help") {
      io.out(USAGE);
      return 0;
    }
    if (!command) throw new UsageError("missing command");
    if (!file) throw new UsageError(`${command}: missing FILE`);
    if (rest.length > 0) throw new UsageError(`unexpected arguments: ${rest.join(" ")}`);
    if (command === "parse") return parseCommand(file, values, io);
    if (command === "convert") return convertCommand(file, values, io);
    throw new UsageError(`unknown command "${command}"`);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.err(`polysub: ${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if ((error as { code?: string }).code === "ENOENT" || (error as { code?: string }).code === "EISDIR") {
      io.err(`polysub: ${(error as Error).message}\n`);
      return 1;
    }
    throw error;
  }
}

/** `polysub admin …` on the configured database: migrated first, as the server would, and closed after. */
async function runAdmin(argv: string[], io: Io): Promise<number> {
  const { loadConfig } = await import("@server/config");
  const { createDb, migrate } = await import("@server/db");
  const { adminCommand } = await import("./admin");
  const db = createDb(loadConfig());
  try {
    await migrate(db);
    return await adminCommand(argv, io, db);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.err(`polysub: ${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

const io: Io = {
  out: (data) => process.stdout.write(data),
  err: (text) => process.stderr.write(text),
};

/** `polysub translate …`: bad usage names the problem and points to the command's help rather than printing it. */
async function runTranslate(argv: string[]): Promise<number> {
  try {
    return await translateCommand(argv, {
      ...io,
      env: process.env,
      ...(process.stdout.isTTY && { terminal: process.stdout }),
    });
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.err(`polysub translate: ${(error as Error).message}\nTry 'polysub translate --help'.\n`);
      return 2;
    }
    throw error;
  }
}

const argv = process.argv.slice(2);
const commands: Record<string, (args: string[]) => Promise<number>> = {
  admin: (args) => runAdmin(args, io),
  translate: runTranslate,
};
const command = argv[0] === undefined ? undefined : commands[argv[0]];
process.exitCode = command ? await command(argv.slice(1)) : run(argv, io);
