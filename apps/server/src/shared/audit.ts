/** Audit columns as the wire spells them on most rows. */
export function auditOf(record: {
  createdBy: number | null;
  createdAt: Date;
  modifiedBy: number | null;
  modifiedAt: Date | null;
}) {
  return {
    created_by: record.createdBy,
    CreateDate: record.createdAt.toISOString(),
    last_modified_by: record.modifiedBy,
    ModiDate: record.modifiedAt?.toISOString() ?? null,
  };
}
