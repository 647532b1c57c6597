import { z } from 'zod';
import { Id } from '../schemas/common';

/** What a DELETE of one record answers. */
export const DeletedId = z.object({ id: Id });

/** What deleting every record of one kind in a collection answers. */
export const DeletedFromCollection = z.object({ collectionId: Id, deletedCount: z.number().int() });

/** `?collectionId=`: lists and stats narrowed to one collection. */
export const CollectionQuery = z.object({ collectionId: Id.optional() });

/** Free text of a search box. */
export const SearchText = z.string().trim().max(200).optional();

/** Restoring a backup sends every record in one body (issue 3: bulk-restore bodies up to 25 MB). */
export const BULK_RESTORE_BODY_LIMIT = 25 * 1024 * 1024;
