import { ActionIcon } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import { IconBack } from '../../components/icons';
import { paths } from '../../lib/paths';
import { useRouteHandle } from '../router/routeHandle';

export function BackButton() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const { parent } = useRouteHandle();

  // A page opened directly (from a link or a bookmark) has no previous page in the app: go to the page it
  // belongs under (Home unless the route names another) instead of leaving the app.
  const goBack = () =>
    void (location.key === 'default' ? navigate(parent?.(params) ?? paths.home) : navigate(-1));

  return (
    <ActionIcon
      variant="subtle"
      color="dark"
      onClick={goBack}
      aria-label={intl.formatMessage({ id: 'shell.back' })}
    >
      <IconBack size={28} />
    </ActionIcon>
  );
}
