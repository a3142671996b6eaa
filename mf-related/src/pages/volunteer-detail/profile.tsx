import Descriptions from '@arco-design/web-react/es/Descriptions';
import { useTranslation } from 'react-i18next';
import { VOLUNTEER_SKILL_DICT } from '@pm/domain/forms';
import type { VolunteerDetail } from '@pm/domain/shapes';
import { useDict, useSchemaLabel } from '@pm/web/ui';
import { volunteerForm } from '@pm/domain/forms';
import { NS } from '../../locale';

/** Every profile field, labelled as the form labels it; the ID number masked. */
export function VolunteerProfile({ volunteer }: { volunteer: VolunteerDetail }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const label = useSchemaLabel(volunteerForm);
  const skills = useDict(VOLUNTEER_SKILL_DICT);
  const or = (text: string) => text || '-';
  const data = [
    { label: t('volunteerDetail.code'), value: volunteer.code },
    { label: label('name'), value: volunteer.name },
    { label: label('gender'), value: t(`volunteer.gender.${volunteer.gender}`) },
    { label: label('idType'), value: t(`volunteer.idType.${volunteer.idType}`) },
    { label: label('idNumber'), value: volunteer.idNumberMasked },
    { label: label('birthDate'), value: volunteer.birthDate },
    { label: label('mobile'), value: volunteer.mobile },
    { label: label('areaCode'), value: volunteer.areaName ?? volunteer.areaCode },
    { label: label('address'), value: or(volunteer.address) },
    { label: label('skills'), value: volunteer.skills.map(skills.label).join('、') },
    {
      label: label('availability'),
      value: volunteer.availability.map((kind) => t(`volunteer.availability.${kind}`)).join('、'),
    },
    { label: label('availabilityNote'), value: or(volunteer.availabilityNote) },
    {
      label: label('emergencyName'),
      value: `${volunteer.emergencyName}（${volunteer.emergencyRelation}）${volunteer.emergencyMobile}`,
    },
    {
      label: t('volunteerDetail.registered'),
      value: new Date(volunteer.createdAt).toLocaleDateString(i18n.language),
    },
    { label: label('remark'), value: or(volunteer.remark) },
  ];
  return (
    <Descriptions
      title={t('volunteerDetail.profile')}
      column={{ xs: 1, sm: 2, lg: 3 }}
      data={data}
      labelStyle={{ whiteSpace: 'nowrap' }}
    />
  );
}
