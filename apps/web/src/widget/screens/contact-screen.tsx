import { Alert, Button, Center, Loader, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconCircleCheck } from '../../components/icons/outline-icons.tsx';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import type {
  ContactSubmitInput,
  ContactSubmitResponse,
  PublicContactFormResponse,
} from '@tawasul/contracts/contact-forms';
import { widgetKeys } from '../api/widget-keys.ts';
import { useIdentity, useWidget } from '../app/widget-context.tsx';
import { fieldErrorsOf, useErrorText } from '../components/use-error-text.ts';
import { WidgetHeader } from '../components/widget-header.tsx';
import classes from '../components/widget.module.css';

type Fields = { name: string; email: string; phone: string; message: string };
const REQUIRED = ['name', 'email', 'message'] as const;

/**
 * The brand's contact form: name, e-mail, optional phone and the message under the brand's own label. The server
 * checks every field (its answers are in the widget's language); the success message is the brand's.
 */
export function ContactScreen() {
  const { t } = useWidgetText();
  const { api, widgetId, language, navigate } = useWidget();
  const identity = useIdentity();
  const errorText = useErrorText();
  const arabic = language === 'ar';
  const [values, setValues] = useState<Fields>({
    name: identity.kind === 'none' ? '' : (identity.name ?? ''),
    email: '',
    phone: '',
    message: '',
  });
  // A robot fills every field it finds; people never see this one (contracts' honeypot).
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const settings = useQuery({
    queryKey: widgetKeys.contactForm(),
    queryFn: ({ signal }) =>
      api.get<PublicContactFormResponse>(`/api/public/brands/${widgetId}/contact-form`, { signal }),
  });
  const submit = useMutation({
    mutationFn: (body: ContactSubmitInput) =>
      api.post<ContactSubmitResponse>(`/api/public/brands/${widgetId}/contact`, body, { query: { lang: language } }),
  });

  const field = (name: keyof Fields) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const send = async () => {
    setFormError(null);
    const missing = Object.fromEntries(
      REQUIRED.filter((name) => !values[name].trim()).map((name) => [name, t('widget.required')]),
    );
    if (Object.keys(missing).length > 0) return setErrors(missing);
    try {
      await submit.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || null,
        message: values.message.trim(),
        ...(website ? { website } : {}),
      });
    } catch (error) {
      const byField = fieldErrorsOf(error);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else setFormError(errorText(error));
    }
  };

  const texts = settings.data;
  const successMessage = submit.data?.message || (texts && (arabic ? texts.successMessageAr : texts.successMessageEn));

  return (
    <>
      <WidgetHeader title={t('widget.contact.title')} onBack={() => navigate({ name: 'home' })} />
      <div className={classes.content}>
        {submit.isSuccess ? (
          <Stack gap="md" p="md" align="stretch">
            <Alert
              color="green"
              icon={<IconCircleCheck size={18} />}
              title={t('widget.contact.sent')}
              role="status"
              data-testid="contact-sent"
            >
              <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {successMessage}
              </Text>
            </Alert>
            <Button
              variant="light"
              onClick={() => {
                setValues((current) => ({ ...current, message: '' }));
                submit.reset();
              }}
            >
              {t('widget.contact.sendAnother')}
            </Button>
          </Stack>
        ) : settings.isPending ? (
          <Center py="xl">
            <Loader size="sm" role="status" aria-label={t('widget.loading')} />
          </Center>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
          >
            <Stack gap="sm" p="md">
              <Text size="sm">{t('widget.contact.intro')}</Text>
              {settings.isError && (
                <Text size="sm" c="red" role="alert">
                  {errorText(settings.error)}
                </Text>
              )}
              {formError && (
                <Text size="sm" c="red" role="alert">
                  {formError}
                </Text>
              )}
              <TextInput
                label={t('widget.contact.name')}
                required
                autoComplete="name"
                maxLength={100}
                {...field('name')}
              />
              <TextInput
                label={t('widget.contact.email')}
                required
                type="email"
                autoComplete="email"
                dir="ltr"
                {...field('email')}
              />
              <TextInput
                label={t('widget.contact.phone')}
                description={t('widget.optional')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                dir="ltr"
                {...field('phone')}
              />
              <Textarea
                label={
                  (texts &&
                    (arabic
                      ? texts.messageLabelAr || texts.messageLabelEn
                      : texts.messageLabelEn || texts.messageLabelAr)) ||
                  t('widget.contact.message')
                }
                placeholder={texts ? (arabic ? texts.messagePlaceholderAr : texts.messagePlaceholderEn) : undefined}
                required
                autosize
                minRows={4}
                maxRows={10}
                maxLength={2000}
                classNames={{ input: classes.followsText }}
                {...field('message')}
              />
              <input
                type="text"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                aria-hidden
                aria-label={t('widget.contact.honeypot')}
                value={website}
                onChange={(event) => setWebsite(event.currentTarget.value)}
                style={{ position: 'absolute', insetInlineStart: '-10000px', width: 1, height: 1, opacity: 0 }}
              />
              <Button type="submit" loading={submit.isPending}>
                {t('widget.contact.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </div>
    </>
  );
}
