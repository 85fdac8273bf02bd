import { Button, Paper, Stack, Stepper, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { ContactAddressStep } from './components/contact-address-step.tsx';
import { ContactApplyStep } from './components/contact-apply-step.tsx';
import type { ContactChannel, PendingContact } from './components/contact-change.ts';
import { ContactCodeStep } from './components/contact-code-step.tsx';

type Step = 'address' | 'code' | 'apply' | 'done';
const STEPS: Step[] = ['address', 'code', 'apply', 'done'];

/**
 * `/admin/otp`: change one's e-mail or phone — send a code to the new address, enter it, then apply it. `?channel=phone`
 * starts on the phone (the profile settings link here).
 */
export function AdminOtpScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const localePath = useLocalePath();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>('address');
  const [pending, setPending] = useState<PendingContact | null>(null);
  const initialChannel: ContactChannel = searchParams.get('channel') === 'phone' ? 'phone' : 'email';
  if (!user) return null;

  const restart = () => {
    setPending(null);
    setStep('address');
  };

  return (
    <Stack>
      <PageHeader title={t('account.otp.title')} description={t('account.otp.subtitle')} />
      <Paper withBorder radius="md" p="lg">
        <Stepper active={STEPS.indexOf(step)} allowNextStepsSelect={false} size="sm">
          <Stepper.Step label={t('account.otp.steps.address')} description={t('account.otp.steps.addressHint')}>
            <ContactAddressStep
              user={user}
              initialChannel={pending?.channel ?? initialChannel}
              onSent={(sent) => {
                setPending(sent);
                setStep('code');
              }}
            />
          </Stepper.Step>
          <Stepper.Step label={t('account.otp.steps.code')} description={t('account.otp.steps.codeHint')}>
            {pending && (
              <ContactCodeStep
                pending={pending}
                onResent={setPending}
                onVerified={() => setStep('apply')}
                onBack={restart}
              />
            )}
          </Stepper.Step>
          <Stepper.Step label={t('account.otp.steps.apply')} description={t('account.otp.steps.applyHint')}>
            {pending && <ContactApplyStep pending={pending} onApplied={() => setStep('done')} onStartAgain={restart} />}
          </Stepper.Step>
          <Stepper.Completed>
            <Stack align="flex-start" maw={440}>
              <Text>
                <IconCircleCheck size={18} color="var(--mantine-color-green-6)" style={{ verticalAlign: 'middle' }} />{' '}
                {pending?.channel === 'phone'
                  ? t('account.otp.donePhone', { destination: pending.destination })
                  : t('account.otp.doneEmail', { destination: pending?.destination ?? '' })}
              </Text>
              <Button component={Link} to={localePath('/admin/profile-setting')} variant="light">
                {t('account.otp.backToProfile')}
              </Button>
            </Stack>
          </Stepper.Completed>
        </Stepper>
      </Paper>
    </Stack>
  );
}
