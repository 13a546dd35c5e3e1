CREATE INDEX "reports_document_idx" ON "reports" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "estimates_destim_document_idx" ON "estimates" USING btree ("destim_document_id");