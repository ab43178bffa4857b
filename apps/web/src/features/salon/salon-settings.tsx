import {
  type FaqListInput,
  faqListSchema,
  messages,
  type SalonDetailsInput,
  type SalonPagesInput,
  salonDetailsSchema,
  salonPagesSchema,
} from '@hairsalon/shared';
import { Button, Card, FileInput, Group, Image, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/error-message';
import { useTRPC } from '../api/trpc';
import { zodResolver } from '../forms/zod-resolver';
import { useI18n } from '../i18n/use-i18n';
import { AdminPage } from '../layout/admin-page';
import { toastError, toastSuccess } from '../notifications/toast';
import { isImageFile, uploadImage } from '../uploads/upload-image';

/** /salon-settings: the salon's own details, its Privacy and Terms texts and its FAQs (issue 25). */
export function SalonSettingsPage() {
  const t = useI18n().ui.backOffice.salonSettings;
  return (
    <AdminPage title={t.title}>
      <Stack gap="xl">
        <DetailsCard />
        <PagesCard />
        <FaqsCard />
      </Stack>
    </AdminPage>
  );
}

function DetailsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useI18n().ui.backOffice.salonSettings;
  const { data } = useSuspenseQuery(trpc.salon.details.queryOptions());
  const form = useForm<SalonDetailsInput>({ mode: 'uncontrolled', initialValues: data, validate: zodResolver(salonDetailsSchema) });
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const save = useMutation(
    trpc.salon.updateDetails.mutationOptions({
      onSuccess: async ({ details }) => {
        toastSuccess(messages.salon.saved);
        form.setValues(details);
        setLogoFile(null);
        await queryClient.invalidateQueries({ queryKey: trpc.salon.pathKey() });
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  const submit = form.onSubmit(async (values) => {
    let logo = values.logo;
    if (isImageFile(logoFile)) {
      setUploading(true);
      try {
        logo = await uploadImage(logoFile);
      } catch (error) {
        toastError(error instanceof Error ? error.message : messages.generic.serverError);
        return;
      } finally {
        setUploading(false);
      }
    }
    save.mutate({ ...values, logo });
  });
  const field = (name: keyof SalonDetailsInput) => ({ key: form.key(name), ...form.getInputProps(name) });
  const currentLogo = form.getValues().logo;
  return (
    <Card withBorder padding="lg">
      <form noValidate onSubmit={submit}>
        <Stack>
          <Title order={2} fz="h4">
            {t.details}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t.name} required {...field('name')} />
            <TextInput label={t.tagline} {...field('tagline')} />
            <TextInput label={t.addressEn} {...field('addressEn')} />
            <TextInput label={t.addressVi} {...field('addressVi')} />
            <TextInput label={t.phone} type="tel" {...field('phone')} />
            <TextInput label={t.email} type="email" {...field('email')} />
            <Textarea label={t.openingHoursEn} autosize minRows={2} {...field('openingHoursEn')} />
            <Textarea label={t.openingHoursVi} autosize minRows={2} {...field('openingHoursVi')} />
            <TextInput label={t.emailSenderName} {...field('emailSenderName')} />
            <Stack gap="xs">
              <FileInput label={t.logo} accept="image/png,image/jpeg,image/webp" value={logoFile} onChange={setLogoFile} clearable />
              {currentLogo && !logoFile && (
                <Group>
                  <Image src={currentLogo} alt={t.logo} h={48} w={48} fit="contain" />
                  <Button variant="subtle" size="xs" onClick={() => form.setFieldValue('logo', null)}>
                    {t.removeLogo}
                  </Button>
                </Group>
              )}
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending || uploading}>
              {t.saveDetails}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function PagesCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useI18n().ui.backOffice.salonSettings;
  const { data } = useSuspenseQuery(trpc.salon.pages.queryOptions());
  const form = useForm<SalonPagesInput>({ mode: 'uncontrolled', initialValues: data, validate: zodResolver(salonPagesSchema) });
  const save = useMutation(
    trpc.salon.updatePages.mutationOptions({
      onSuccess: async () => {
        toastSuccess(messages.salon.pagesSaved);
        await queryClient.invalidateQueries({ queryKey: trpc.salon.pages.queryKey() });
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  const field = (name: keyof SalonPagesInput) => ({ key: form.key(name), ...form.getInputProps(name) });
  return (
    <Card withBorder padding="lg">
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack>
          <Title order={2} fz="h4">
            {t.pages}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea label={t.privacyEn} autosize minRows={4} maxRows={12} {...field('privacyEn')} />
            <Textarea label={t.privacyVi} autosize minRows={4} maxRows={12} {...field('privacyVi')} />
            <Textarea label={t.termsEn} autosize minRows={4} maxRows={12} {...field('termsEn')} />
            <Textarea label={t.termsVi} autosize minRows={4} maxRows={12} {...field('termsVi')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t.savePages}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

type FaqRow = FaqListInput['faqs'][number];
const emptyFaq: FaqRow = { questionEn: '', answerEn: '', questionVi: '', answerVi: '' };

function FaqsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useI18n().ui.backOffice.salonSettings;
  const { data } = useSuspenseQuery(trpc.salon.faqs.queryOptions());
  const form = useForm<FaqListInput>({
    mode: 'controlled',
    initialValues: { faqs: data.map(({ id: _id, ...faq }) => faq) },
    validate: zodResolver(faqListSchema),
  });
  const save = useMutation(
    trpc.salon.updateFaqs.mutationOptions({
      onSuccess: async () => {
        toastSuccess(messages.salon.faqsSaved);
        await queryClient.invalidateQueries({ queryKey: trpc.salon.faqs.queryKey() });
      },
      onError: (error) => toastError(errorMessage(error)),
    }),
  );
  return (
    <Card withBorder padding="lg">
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack>
          <Title order={2} fz="h4">
            {t.faqs}
          </Title>
          {form.values.faqs.map((_faq, index) => (
            // A row is its place in the list until it is saved.
            <Card key={index} withBorder padding="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t.questionEn} {...form.getInputProps(`faqs.${index}.questionEn`)} />
                <TextInput label={t.questionVi} {...form.getInputProps(`faqs.${index}.questionVi`)} />
                <Textarea label={t.answerEn} autosize minRows={2} {...form.getInputProps(`faqs.${index}.answerEn`)} />
                <Textarea label={t.answerVi} autosize minRows={2} {...form.getInputProps(`faqs.${index}.answerVi`)} />
              </SimpleGrid>
              <Group justify="flex-end" mt="xs">
                <Button variant="subtle" color="red" size="xs" onClick={() => form.removeListItem('faqs', index)}>
                  {t.removeFaq}
                </Button>
              </Group>
            </Card>
          ))}
          <Group justify="space-between">
            <Button variant="light" onClick={() => form.insertListItem('faqs', { ...emptyFaq })}>
              {t.addFaq}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t.saveFaqs}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
