import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountNotice } from './account-notice.tsx';
import { PublicCardLayout } from './public-card-layout.tsx';
import { RegisterForm } from './register-form.tsx';

/** Spec access §2 and §4: the form, then (registerStatus) the 'check your e-mail' message. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const registerStatus = registeredEmail !== null;

  if (registerStatus) {
    return (
      <PublicCardLayout title={t('register.title')}>
        <AccountNotice
          icon="mail"
          title={t('register.sentTitle')}
          actions={
            <Button component={Link} to="/login" size="md">
              {t('common:actions.goToLogin')}
            </Button>
          }
        >
          <Trans t={t} i18nKey="register.sentText" values={{ email: registeredEmail }} components={{ b: <b /> }} />
        </AccountNotice>
      </PublicCardLayout>
    );
  }

  return (
    <PublicCardLayout title={t('register.title')} subtitle={t('register.subtitle')} width={720}>
      <RegisterForm onRegistered={setRegisteredEmail} />
      <Text ta="center" fz="sm" c="dimmed">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login" fw={600}>
          {t('login.submit')}
        </Anchor>
      </Text>
    </PublicCardLayout>
  );
}
