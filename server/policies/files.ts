import { ErrorCode } from "@shared/errors";
import { AppError } from "../errors";
import { type Owned, type Owner, owns } from "./owner";

/** A file that does not exist and a file of someone else look the same to the caller. */
export function authorizeFile<T extends Owned>(owner: Owner, row: T | undefined): T {
  if (!row || !owns(owner, row)) throw new AppError(ErrorCode.notFound, "File not found");
  return row;
}
