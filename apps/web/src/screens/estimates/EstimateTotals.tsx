import { Divider, Paper, Stack } from '@mantine/core';
import type { EstimateDetail } from '@quaybook/contract';
import { RESPONSIBILITY_NAMES } from '@quaybook/domain';
import { Figure } from './Facts';

/**
 * The estimate's totals as the server last computed them: labour and material, the taxable
 * value, its tax (CGST and SGST within the state, IGST otherwise) and the total; then who pays
 * what, before tax.
 */
export function EstimateTotals({ estimate }: { estimate: EstimateDetail }) {
  const half = estimate.gstrate / 2;
  return (
    <Paper withBorder p="sm" radius="sm" miw={260} aria-label="Totals">
      <Stack gap={4}>
        <Figure label="Labour" paise={estimate.labour} />
        <Figure label="Material" paise={estimate.material} />
        <Figure label="Taxable" paise={estimate.taxable} strong />
        {estimate.taxslab === 2 ? (
          <>
            <Figure label={`CGST ${half}%`} paise={estimate.cgst} />
            <Figure label={`SGST ${half}%`} paise={estimate.sgst} />
          </>
        ) : (
          <Figure label={`IGST ${estimate.gstrate}%`} paise={estimate.igst} />
        )}
        <Figure label="Total" paise={estimate.total} strong />
        {estimate.approvedamount !== null && (
          <Figure label="Approved" paise={estimate.approvedamount} strong />
        )}
        <Divider my={4} label="Who pays, before tax" labelPosition="left" />
        <Figure label={RESPONSIBILITY_NAMES.O} paise={estimate.owner} />
        <Figure label={RESPONSIBILITY_NAMES.U} paise={estimate.user} />
        <Figure label={RESPONSIBILITY_NAMES.T} paise={estimate.thirdparty} />
      </Stack>
    </Paper>
  );
}
