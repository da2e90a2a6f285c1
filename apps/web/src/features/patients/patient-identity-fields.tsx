import { Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { THAI_ID_CARD_TYPE } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { bangkokDate, formatDate } from '../../lib/format.ts';
import { ageInYears } from './patient-age.ts';
import type { PatientForm } from './patient-form-values.ts';
import { useFieldBinder } from './use-field-binder.ts';
import { useConfigOptions, usePatientConfig } from './use-patient-options.ts';
import { DayInput } from '../../ui/day-input.tsx';

/** Who the patient is: names (Thai first; English required for foreigners), birth date, identity document. */
export function PatientIdentityFields({ form }: { form: PatientForm }) {
  const { t } = useTranslation('patients');
  const bind = useFieldBinder(form);
  const config = usePatientConfig();
  const options = useConfigOptions();
  const { foreigner, dob, personalType } = form.values;
  const age = dob ? ageInYears(dob, bangkokDate()) : null;
  const hasThaiIdCard = personalType === THAI_ID_CARD_TYPE;

  return (
    <>
      <Switch
        {...bind.check('foreigner')}
        description={t('hints.foreigner')}
        onChange={(event) => form.setFieldValue('foreigner', event.currentTarget.checked)}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select {...bind.select('titleNameTh', options(config.titlesTh))} />
        <TextInput {...bind.text('firstNameTh')} withAsterisk={!foreigner} maxLength={100} data-autofocus />
        <TextInput {...bind.text('lastNameTh')} withAsterisk={!foreigner} maxLength={100} />
        <Select {...bind.select('titleNameEn', options(config.titlesEn))} />
        <TextInput {...bind.text('firstNameEn')} withAsterisk={foreigner} maxLength={100} lang="en" />
        <TextInput {...bind.text('lastNameEn')} withAsterisk={foreigner} maxLength={100} lang="en" />
        <TextInput {...bind.text('nickname')} maxLength={50} />
        <DayInput
          {...bind.text('dob')}
          max={bangkokDate()}
          clearable
          onChange={(day) => form.setFieldValue('dob', day)}
          // A birth date is browsed by decade, then year and month, not month by month from today.
          defaultLevel={dob ? 'month' : 'decade'}
          description={dob && age !== null ? t('hints.dob', { date: formatDate(dob, 'long'), age }) : undefined}
        />
        <Select {...bind.select('gender', options(config.genders))} searchable={false} />
        <Select {...bind.select('personalType', options(config.personalTypes))} />
        <TextInput
          {...bind.text('personalId')}
          label={hasThaiIdCard ? t('fields.nationalId') : t('fields.personalId')}
          description={hasThaiIdCard ? t('hints.nationalId') : undefined}
          inputMode={hasThaiIdCard ? 'numeric' : undefined}
          maxLength={30}
        />
        <TextInput {...bind.text('existDn')} description={t('hints.existDn')} maxLength={30} />
      </SimpleGrid>
    </>
  );
}
