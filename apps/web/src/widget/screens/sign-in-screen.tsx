import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import type {
  OtpPurpose,
  SendOtpBody,
  SendOtpResponse,
  SignUpProfile,
  VerifyOtpBody,
  VerifyOtpResponse,
} from '@tawasul/contracts/auth';
import { isOtpSpent } from '@tawasul/contracts/errors';
import { isHttpError, retryAfterSecondsOf } from '../../lib/http/http-error.ts';
import { useCountdown } from '../../lib/time/use-countdown.ts';
import { useWidget } from '../app/widget-context.tsx';
import { fieldErrorsOf, useErrorText } from '../components/use-error-text.ts';
import { WidgetHeader } from '../components/widget-header.tsx';
import classes from '../components/widget.module.css';
import { useClock } from '../../lib/time/clock-context.tsx';

interface Pending {
  purpose: OtpPurpose;
  phone: string;
  otpSessionId: string;
  resendAt: number;
  profile: SignUpProfile | undefined;
}

function CodeStep({ pending, onChangeNumber }: { pending: Pending; onChangeNumber: () => void }) {
  const { t } = useWidgetText();
  const { api, session, navigate, toasts } = useWidget();
  const errorText = useErrorText();
  const clock = useClock();
  const [current, setCurrent] = useState(pending);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  // The code is used up (its attempts, or itself): Verify stays off until a new one is sent (issue 22, defect 12).
  const [spent, setSpent] = useState(false);
  const seconds = useCountdown(current.resendAt);

  const verify = async () => {
    setError(null);
    if (!/^[0-9]{6}$/.test(code)) return setError(t('widget.required'));
    setBusy('verify');
    try {
      // `session: 'bearer'`: the token comes in the answer (our cookie would be third-party in a store's page).
      const signedIn = await api.post<VerifyOtpResponse>('/api/auth/otp/verify', {
        otpSessionId: current.otpSessionId,
        code,
        ...(current.profile ? { profile: current.profile } : {}),
        session: 'bearer',
      } satisfies VerifyOtpBody);
      if (!signedIn.token) throw new Error('No bearer token in the answer');
      session.signIn({ kind: 'customer', token: signedIn.token, name: signedIn.user.name });
      toasts.show({ message: t('widget.signIn.welcome', { name: signedIn.user.name }) });
      navigate({ name: 'home' });
    } catch (caught) {
      if (isHttpError(caught) && isOtpSpent(caught.code)) setSpent(true);
      setError(fieldErrorsOf(caught).code ?? errorText(caught));
      setBusy(null);
    }
  };

  const resend = async () => {
    setError(null);
    setBusy('resend');
    try {
      const sent = await api.post<SendOtpResponse>('/api/auth/otp/send', {
        purpose: current.purpose,
        phone: current.phone,
      } satisfies SendOtpBody);
      setCurrent({ ...current, otpSessionId: sent.otpSessionId, resendAt: clock.now() + sent.resendInSeconds * 1000 });
      setCode('');
      setSpent(false);
      toasts.show({ message: t('widget.signIn.resent') });
    } catch (caught) {
      const wait = retryAfterSecondsOf(caught);
      if (wait !== undefined) setCurrent((value) => ({ ...value, resendAt: clock.now() + wait * 1000 }));
      setError(errorText(caught));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {/* A phone number reads left to right inside an Arabic sentence too. */}
          {t('widget.signIn.codeSentTo', { destination: `\u2066${current.phone}\u2069` })}
        </Text>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <TextInput
          label={t('widget.signIn.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          autoFocus
        />
        <Button type="submit" loading={busy === 'verify'} disabled={spent}>
          {t('widget.signIn.verify')}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onChangeNumber}>
            {t('widget.signIn.changeNumber')}
          </Anchor>
          {seconds > 0 ? (
            <Text size="sm" c="dimmed" data-testid="otp-resend-countdown">
              {t('widget.signIn.resendIn', { seconds })}
            </Text>
          ) : (
            <Button variant="subtle" size="compact-sm" onClick={() => void resend()} loading={busy === 'resend'}>
              {t('widget.signIn.resend')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

type PhoneFields = { phone: string; firstName: string; lastName: string; gamerId: string };

/**
 * A customer signs in — or up — with a phone number and a one-time code, and the widget keeps the bearer token it
 * gets. A number without an account moves to sign-up, which asks for a name and an optional Gamer ID.
 */
export function SignInScreen() {
  const { t } = useWidgetText();
  const { api, navigate } = useWidget();
  const errorText = useErrorText();
  const clock = useClock();
  const [purpose, setPurpose] = useState<OtpPurpose>('sign-in');
  const [values, setValues] = useState<PhoneFields>({ phone: '', firstName: '', lastName: '', gamerId: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof PhoneFields, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);

  const field = (name: keyof PhoneFields) => ({
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
    const phone = values.phone.replace(/[\s-]/g, '');
    const missing: Partial<Record<keyof PhoneFields, string>> = {};
    if (!phone) missing.phone = t('widget.required');
    if (purpose === 'sign-up' && !values.firstName.trim()) missing.firstName = t('widget.required');
    if (Object.keys(missing).length > 0) return setErrors(missing);
    const profile: SignUpProfile | undefined =
      purpose === 'sign-up'
        ? {
            firstName: values.firstName.trim(),
            ...(values.lastName.trim() ? { lastName: values.lastName.trim() } : {}),
            ...(values.gamerId.trim() ? { gamerId: values.gamerId.trim() } : {}),
          }
        : undefined;
    setBusy(true);
    try {
      const sent = await api.post<SendOtpResponse>('/api/auth/otp/send', { purpose, phone } satisfies SendOtpBody);
      setPending({
        purpose,
        phone,
        otpSessionId: sent.otpSessionId,
        resendAt: clock.now() + sent.resendInSeconds * 1000,
        profile,
      });
    } catch (caught) {
      if (purpose === 'sign-in' && isHttpError(caught) && caught.code === 'USER_NOT_EXISTS') {
        setPurpose('sign-up');
        setNotice(t('widget.signIn.noAccount'));
      } else {
        const byField = fieldErrorsOf(caught);
        if (Object.keys(byField).length > 0) setErrors(byField);
        else setFormError(errorText(caught));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <WidgetHeader title={t('widget.signIn.title')} onBack={() => navigate({ name: 'home' })} />
      <div className={classes.content}>
        <Stack gap="md" p="md">
          {pending ? (
            <CodeStep key={pending.otpSessionId} pending={pending} onChangeNumber={() => setPending(null)} />
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void send();
              }}
            >
              <Stack gap="sm">
                <Group gap={0} grow role="radiogroup" aria-label={t('widget.signIn.title')}>
                  {(['sign-in', 'sign-up'] as const).map((value) => (
                    <Button
                      key={value}
                      role="radio"
                      aria-checked={purpose === value}
                      variant={purpose === value ? 'filled' : 'default'}
                      onClick={() => {
                        setPurpose(value);
                        setNotice(null);
                      }}
                    >
                      {value === 'sign-in' ? t('widget.signIn.signInTab') : t('widget.signIn.signUpTab')}
                    </Button>
                  ))}
                </Group>
                <Text size="sm">
                  {purpose === 'sign-in' ? t('widget.signIn.subtitle') : t('widget.signIn.signUpSubtitle')}
                </Text>
                {notice && (
                  <Alert color="blue" data-testid="sign-up-notice">
                    {notice}
                  </Alert>
                )}
                {formError && (
                  <Text size="sm" c="red" role="alert">
                    {formError}
                  </Text>
                )}
                <TextInput
                  label={t('widget.signIn.phone')}
                  placeholder={t('widget.signIn.phonePlaceholder')}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  dir="ltr"
                  required
                  {...field('phone')}
                />
                {purpose === 'sign-up' && (
                  <>
                    <TextInput
                      label={t('widget.signIn.firstName')}
                      required
                      autoComplete="given-name"
                      maxLength={100}
                      {...field('firstName')}
                    />
                    <TextInput
                      label={t('widget.signIn.lastName')}
                      description={t('widget.optional')}
                      autoComplete="family-name"
                      maxLength={100}
                      {...field('lastName')}
                    />
                    <TextInput
                      label={t('widget.signIn.gamerId')}
                      description={t('widget.optional')}
                      maxLength={19}
                      {...field('gamerId')}
                    />
                  </>
                )}
                <Button type="submit" loading={busy}>
                  {t('widget.signIn.sendCode')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </div>
    </>
  );
}
