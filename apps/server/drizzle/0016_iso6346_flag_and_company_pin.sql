ALTER TABLE "companies" ADD COLUMN "pin" text;--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "number_warning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Written by hand: containers recorded before the flag get it from their numbers, as the server
-- sets it on every write (checkContainerNumber): a number that is not valid ISO 6346 — not 4
-- letters and 7 digits, a fourth letter other than U, J or Z, or a check digit that does not
-- match (letters A=10 upwards skipping multiples of 11, weights 2^0..2^9, sum mod 11 mod 10).
UPDATE "containers" SET "number_warning" = true
WHERE CASE
  WHEN "number" !~ '^[A-Z]{4}[0-9]{7}$' THEN true
  ELSE substr("number", 4, 1) NOT IN ('U', 'J', 'Z')
    OR right("number", 1)::int <> (
      SELECT sum(
        CASE WHEN ch ~ '[0-9]' THEN ch::int
          ELSE (ARRAY[10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 29, 30,
                      31, 32, 34, 35, 36, 37, 38])[ascii(ch) - 64]
        END * (1 << (i - 1))
      ) % 11 % 10
      FROM generate_series(1, 10) AS i, substr("number", i, 1) AS ch
    )
END;--> statement-breakpoint
-- Written by hand: a company whose PIN code was typed into its city or address keeps producing
-- e-invoices; the first 6-digit PIN there (city first) becomes its PIN.
UPDATE "companies" SET "pin" = coalesce(
  substring("city" from '(?:^|[^0-9])([1-9][0-9]{5})(?:[^0-9]|$)'),
  substring("address" from '(?:^|[^0-9])([1-9][0-9]{5})(?:[^0-9]|$)')
);
