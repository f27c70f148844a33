import { pipeline } from 'node:stream/promises';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  DEFAULT_TABLE_PAGE_SIZE,
  FEEDBACK_MESSAGES,
  type Feedback,
  type FeedbackInput,
  type FeedbackListQuery,
  type Paged,
  type TokenUser,
} from '@diary/common';
import type { Response } from 'express';
import type { Database } from '../../db/client';
import { feedback, feedbackAttachments } from '../../db/schema';
import type { AttachmentStore } from '../../files/attachment-store';
import { attachmentDisposition, sanitizeFileName } from '../../files/file-names';
import { acceptedFileType, SNIFF_BYTES } from '../../files/file-types';
import { badRequest, notFound } from '../../errors/app-error';
import { arrayOrPage } from '../../http/pagination';
import { authorColumns, authorUser, studentColumns, studentUser } from '../../db/people';

const M = FEEDBACK_MESSAGES;

/** What multer wrote for the optional file: a temporary file in the store's incoming folder. */
export interface IncomingFile {
  path: string;
  originalname: string;
  mimetype: string;
  size: number;
}

const selectFeedback = (db: Database) =>
  db
    .select({
      id: feedback.id,
      authorId: feedback.authorId,
      studentId: feedback.studentId,
      surname: feedback.surname,
      note: feedback.note,
      isArchived: feedback.isArchived,
      createdAt: feedback.createdAt,
      author: authorColumns,
      student: studentColumns,
      // null when nothing was attached.
      attachment: {
        id: feedbackAttachments.id,
        originalName: feedbackAttachments.originalName,
        size: feedbackAttachments.size,
        mimeType: feedbackAttachments.mimeType,
      },
    })
    .from(feedback)
    .innerJoin(authorUser, eq(authorUser.id, feedback.authorId))
    .innerJoin(studentUser, eq(studentUser.id, feedback.studentId))
    .leftJoin(feedbackAttachments, eq(feedbackAttachments.feedbackId, feedback.id))
    .$dynamic();

type FeedbackRecord = Awaited<ReturnType<ReturnType<typeof selectFeedback>['execute']>>[number];

const toFeedback = (row: FeedbackRecord): Feedback => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * GET /feedback: every match as a plain array, or with page or limit a page ({items, total});
 * newest first unless order says otherwise (ties by id).
 */
export function listFeedback(db: Database, query: FeedbackListQuery): Promise<Feedback[] | Paged<Feedback>> {
  const { page, limit, order = 'desc' } = query;
  const conditions: (SQL | undefined)[] = [
    query.archived !== undefined
      ? eq(feedback.isArchived, query.archived)
      : query.includeArchived
        ? undefined
        : eq(feedback.isArchived, false),
    query.studentId === undefined ? undefined : eq(feedback.studentId, query.studentId),
  ];
  const where = and(...conditions);
  const direction = order === 'asc' ? asc : desc;
  return arrayOrPage(
    { page, limit },
    DEFAULT_TABLE_PAGE_SIZE,
    {
      count: async () => (await db.select({ total: count() }).from(feedback).where(where))[0]?.total ?? 0,
      rows: ({ limit: size, offset }) => {
        const rows = selectFeedback(db).where(where).orderBy(direction(feedback.createdAt), direction(feedback.id)).offset(offset);
        return size ? rows.limit(size) : rows;
      },
    },
    toFeedback,
  );
}

export async function getFeedback(db: Database, id: number): Promise<Feedback> {
  const [row] = await selectFeedback(db).where(eq(feedback.id, id));
  if (!row) throw notFound(M.notFound);
  return toFeedback(row);
}

/** The checked metadata of an upload: an allowed extension, its MIME type and matching content. */
async function checkedFile(store: AttachmentStore, file: IncomingFile) {
  const originalName = sanitizeFileName(file.originalname);
  const type = acceptedFileType(originalName, file.mimetype, await store.readHead(file.path, SNIFF_BYTES));
  if (!type) throw badRequest(M.fileType, [{ path: 'file', message: M.fileType }]);
  return { originalName, mimeType: type.mimeType, size: file.size };
}

/**
 * POST /feedback — a STUDENT's feedback, the caller as author and as its student (a studentId in
 * the body is not used: a student speaks for themselves), with an optional file. The rows and the file are committed together: the temporary upload is renamed to its
 * random key inside the transaction, and removed again if the transaction does not commit.
 */
export async function createFeedback(
  db: Database,
  store: AttachmentStore,
  actor: TokenUser,
  input: FeedbackInput,
  file: IncomingFile | undefined,
): Promise<Feedback> {
  const upload = file ? { file, ...(await checkedFile(store, file)) } : null;
  let storedKey: string | null = null;
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(feedback)
        .values({ authorId: actor.id, studentId: actor.id, surname: input.surname, note: input.note })
        .returning({ id: feedback.id });
      if (!created) throw new Error('INSERT … RETURNING returned no row');
      if (upload) {
        const key = store.newKey();
        await tx.insert(feedbackAttachments).values({
          feedbackId: created.id,
          storageKey: key,
          originalName: upload.originalName,
          size: upload.size,
          mimeType: upload.mimeType,
        });
        // Set first: should the rename be half done when something throws, removing is harmless.
        storedKey = key;
        await store.commit(upload.file.path, key);
      }
      return getFeedback(tx, created.id);
    });
  } catch (error) {
    if (storedKey) await store.remove(storedKey).catch(() => undefined);
    throw error;
  }
}

async function setArchived(db: Database, id: number, isArchived: boolean): Promise<Feedback> {
  const [row] = await db.update(feedback).set({ isArchived }).where(eq(feedback.id, id)).returning({ id: feedback.id });
  if (!row) throw notFound(M.notFound);
  return getFeedback(db, id);
}

export const archiveFeedback = (db: Database, id: number) => setArchived(db, id, true);
export const unarchiveFeedback = (db: Database, id: number) => setArchived(db, id, false);

/**
 * GET /feedback/:id/attachment — streams the file as a download under its sanitised original
 * name, with our MIME type, never rendered inline.
 */
export async function sendAttachment(db: Database, store: AttachmentStore, id: number, res: Response): Promise<void> {
  const [row] = await db
    .select({
      storageKey: feedbackAttachments.storageKey,
      originalName: feedbackAttachments.originalName,
      mimeType: feedbackAttachments.mimeType,
    })
    .from(feedbackAttachments)
    .where(eq(feedbackAttachments.feedbackId, id));
  if (!row) throw notFound(M.attachmentNotFound);
  const file = await store.read(row.storageKey);
  if (!file) throw notFound(M.attachmentNotFound);

  res.status(200);
  res.setHeader('Content-Type', row.mimeType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Content-Disposition', attachmentDisposition(row.originalName));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Cache-Control', 'private, no-store');
  try {
    await pipeline(file.stream(), res);
  } catch (error) {
    // The client went away mid-download: nothing left to answer.
    if (res.destroyed) return;
    throw error;
  }
}
