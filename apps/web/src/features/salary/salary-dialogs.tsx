import { dollarsToCents, formatUsd, messages, salarySchema, salonDateParts } from '@hairsalon/shared';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage, serverFieldErrors } from '../api/error-message';
import { ConfirmDialog } from '../booking/confirm-dialog';
import { zodResolver } from '../forms/zod-resolver';
import { backOfficeEn } from '../i18n/ui.back-office.en';
import { useI18n } from '../i18n/use-i18n';
import { toastError } from '../notifications/toast';
import type { Stylist } from '../stylist/types';
import { useCalculateSalary, usePaySalary } from './salary-queries';

/** The dialogs' English titles (the spec's), for tests. */
export const CREATE_SALARY_TITLE = backOfficeEn.salaryDialogs.createTitle;
export const PAY_SALARY_TITLE = backOfficeEn.salaryDialogs.payTitle;

type SalaryData = NonNullable<Stylist['salaryData']>;

export const salaryMoney = (dollars: number) => formatUsd(dollarsToCents(dollars));
export const salaryPeriod = (salary: Pick<SalaryData, 'Month' | 'Year'>) => `${String(salary.Month).padStart(2, '0')}/${salary.Year}`;
const fullName = (stylist: Pick<Stylist, 'firstName' | 'lastName'>) => `${stylist.firstName} ${stylist.lastName}`.trim();

interface SalaryFormValues {
  month: string;
  year: string;
}

/** The current salon month, e.g. { month: '03', year: '2026' }. */
export function currentSalaryPeriod(nowMs: number = Date.now()): SalaryFormValues {
  const parts = salonDateParts(nowMs);
  return { month: String(parts.month).padStart(2, '0'), year: String(parts.year) };
}

function CreateSalaryForm({ stylist, onClose }: { stylist: Stylist; onClose: () => void }) {
  const resolver = zodResolver(salarySchema);
  const form = useForm<SalaryFormValues>({
    mode: 'controlled',
    initialValues: currentSalaryPeriod(),
    validate: (values) => resolver({ ...values, stylistId: stylist.id }),
  });
  const calculate = useCalculateSalary();
  const { ui } = useI18n();
  const t = ui.backOffice.salaryDialogs;
  const c = ui.backOffice.common;

  const submit = async (values: SalaryFormValues) => {
    try {
      await calculate.mutateAsync({ stylistId: stylist.id, month: values.month.trim(), year: values.year.trim() });
      onClose();
    } catch (error) {
      // 'Server Error' when the server never answered, else its reason, else the spec's fallback.
      toastError(errorMessage(error, messages.salary.createFailed));
      const fields = serverFieldErrors(error);
      if (fields.month || fields.year) form.setErrors({ month: fields.month, year: fields.year });
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack>
        <Text size="sm">
          {t.explainBefore}
          <b>{fullName(stylist)}</b>
          {t.explainAfter}
        </Text>
        <SimpleGrid cols={2}>
          <TextInput label={t.month} placeholder="MM" inputMode="numeric" maxLength={2} withAsterisk {...form.getInputProps('month')} />
          <TextInput label={t.year} placeholder="YYYY" inputMode="numeric" maxLength={4} withAsterisk {...form.getInputProps('year')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={calculate.isPending}>
            {c.cancel}
          </Button>
          <Button type="submit" loading={calculate.isPending}>
            {ui.backOffice.stylists.createSalary}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec §2 Stylist management: 'Create Salary for Stylist' with Month and Year (spec §5 Salary creation). */
export function CreateSalaryModal({ stylist, onClose }: { stylist: Stylist | null; onClose: () => void }) {
  const { ui } = useI18n();
  return (
    <Modal opened={stylist !== null} onClose={onClose} title={ui.backOffice.salaryDialogs.createTitle} centered>
      {stylist && <CreateSalaryForm key={stylist.id} stylist={stylist} onClose={onClose} />}
    </Modal>
  );
}

/** Spec §4 Salary: the transfer confirmation of an unpaid record; paying sets PaidOn. */
export function PaySalaryDialog({ stylist, onClose }: { stylist: Stylist | null; onClose: () => void }) {
  const pay = usePaySalary();
  const salary = stylist?.salaryData ?? null;
  const { ui } = useI18n();
  const t = ui.backOffice.salaryDialogs;

  const confirm = async () => {
    if (!salary) return;
    try {
      await pay.mutateAsync({ id: salary.SalaryId });
    } catch (error) {
      toastError(errorMessage(error));
    }
    onClose();
  };

  return (
    <ConfirmDialog
      opened={stylist !== null && salary !== null}
      title={t.payTitle}
      confirmLabel={t.transfer}
      cancelLabel={ui.backOffice.common.cancel}
      busy={pay.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {stylist && salary ? (
        <Stack gap="xs">
          <Text>{t.transferQuestion(salaryMoney(salary.TotalSalary), fullName(stylist))}</Text>
          <Text size="sm" c="dimmed">
            {t.transferDetails(salaryPeriod(salary), salaryMoney(salary.BaseSalary), salaryMoney(salary.Bonuses))}
          </Text>
        </Stack>
      ) : (
        ''
      )}
    </ConfirmDialog>
  );
}
