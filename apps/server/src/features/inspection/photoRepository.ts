import type { PhotoRow } from '@quaybook/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { documents, inspectionPhotos } from '../../db/schema';

/** Records a kept photo of an inspection: its image and thumbnail documents, by id. */
export async function insertPhoto(tx: Database, values: typeof inspectionPhotos.$inferInsert) {
  await tx.insert(inspectionPhotos).values(values);
}

const thumbnailDocument = alias(documents, 'thumbnail_document');

/** Where the browser fetches a photo the server issued. */
const photoUrl = (name: string) => `/api/ConvertImageToBlob?filename=${encodeURIComponent(name)}`;

/** The photos of the company's inspections, oldest first. */
export async function photoRows(
  db: Database,
  companyId: number,
  inspectionIds: readonly number[],
): Promise<PhotoRow[]> {
  if (inspectionIds.length === 0) return [];
  const rows = await db
    .select({
      photo: inspectionPhotos,
      name: documents.name,
      thumbnail: thumbnailDocument.name,
    })
    .from(inspectionPhotos)
    .innerJoin(documents, eq(documents.id, inspectionPhotos.documentId))
    .innerJoin(thumbnailDocument, eq(thumbnailDocument.id, inspectionPhotos.thumbnailId))
    .where(
      and(
        eq(inspectionPhotos.companyId, companyId),
        inArray(inspectionPhotos.inspectionId, [...inspectionIds]),
      ),
    )
    .orderBy(asc(inspectionPhotos.id));
  return rows.map(({ photo, name, thumbnail }) => ({
    imagepath: name,
    url: photoUrl(name),
    thumbnail,
    thumbnailUrl: photoUrl(thumbnail),
    originalName: photo.originalName,
    reportid: photo.inspectionId,
    damageId: photo.damageLineId,
    width: photo.width,
    height: photo.height,
    createdAt: photo.createdAt.toISOString(),
  }));
}
