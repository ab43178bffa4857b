import { dollarsToCents, formatUsd, messages, salarySchema, salonDateParts } from '@hairsalon/shared';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage, serverFieldErrors } from '../api/error-message';
import { ConfirmDialog } from '../booking/confirm-dialog';
import type { Stylist } from '../catalogue/types';
import { zodResolver } from '../forms/zod-resolver';
import { toastError } from '../notifications/toast';
import { useCalculateSalary, usePaySalary } from '../salary/salary-queries';

export const CREATE_SALARY_TITLE = 'Create Salary for Stylist';
export const PAY_SALARY_TITLE = 'Transfer Salary';

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
          Salary of <b>{fullName(stylist)}</b>: the base salary of their position, plus a bonus when they completed more than 10 bookings in
          the month. Calculating an unpaid month again updates it.
        </Text>
        <SimpleGrid cols={2}>
          <TextInput label="Month" placeholder="MM" inputMode="numeric" maxLength={2} withAsterisk {...form.getInputProps('month')} />
          <TextInput label="Year" placeholder="YYYY" inputMode="numeric" maxLength={4} withAsterisk {...form.getInputProps('year')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={calculate.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={calculate.isPending}>
            Create Salary
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec §2 Stylist management: 'Create Salary for Stylist' with Month and Year (spec §5 Salary creation). */
export function CreateSalaryModal({ stylist, onClose }: { stylist: Stylist | null; onClose: () => void }) {
  return (
    <Modal opened={stylist !== null} onClose={onClose} title={CREATE_SALARY_TITLE} centered>
      {stylist && <CreateSalaryForm key={stylist.id} stylist={stylist} onClose={onClose} />}
    </Modal>
  );
}

/** Spec §4 Salary: the transfer confirmation of an unpaid record; paying sets PaidOn. */
export function PaySalaryDialog({ stylist, onClose }: { stylist: Stylist | null; onClose: () => void }) {
  const pay = usePaySalary();
  const salary = stylist?.salaryData ?? null;

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
      title={PAY_SALARY_TITLE}
      confirmLabel="Transfer"
      busy={pay.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {stylist && salary ? (
        <Stack gap="xs">
          <Text>{`Transfer ${salaryMoney(salary.TotalSalary)} to ${fullName(stylist)}?`}</Text>
          <Text size="sm" c="dimmed">
            {`Salary for ${salaryPeriod(salary)}: base ${salaryMoney(salary.BaseSalary)}, bonuses ${salaryMoney(salary.Bonuses)}. It is marked paid today.`}
          </Text>
        </Stack>
      ) : (
        ''
      )}
    </ConfirmDialog>
  );
}
