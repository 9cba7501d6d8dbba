import { OFFERED_COMPLIMENT_TYPES, type ComplimentType } from '@achterhoek/contracts';
import { Button, Chip, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState, type FormEvent, type JSX } from 'react';
import { useIntl } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useProfile, useReceivedCompliments, useReceivedReviews } from '../../profile';
import { useReviewMutations, type EarlierReview } from '../api/mutations';
import { initialChoice, toggleCompliment } from '../lib/choice';

// The compliments' Dutch names are the public profile's ('compliment.ON_TIME': 'Op tijd', …).

/** The longest review the server takes. */
const MAX_REVIEW_LENGTH = 2000;

interface ReviewFormProps {
  /** Who is reviewed: their managed identity (the profile id) and their name as shown. */
  receiver: { managedIdentity: string; name: string };
  /** What the review is about: the trip's or ride's reference (urn:nb:…). */
  context: string;
  /** Called once the review is saved. */
  onDone: () => void;
}

/**
 * Compliments and an optional written review for somebody after a trip or ride (spec 000 §2 Public
 * profile, §5 Review). What the user gave this person for this trip before is found in the person's
 * received lists and fills the form, so saving changes it and 'Verwijderen' takes it back.
 */
export function ReviewForm({ receiver, context, onDone }: ReviewFormProps): JSX.Element {
  const intl = useIntl();
  const me = useProfile().data?.id;
  const compliments = useReceivedCompliments(receiver.managedIdentity);
  const reviews = useReceivedReviews(receiver.managedIdentity);

  if (compliments.isError || reviews.isError) {
    const retry = () => void Promise.all([compliments.refetch(), reviews.refetch()]);
    return (
      <ErrorWithRetry onRetry={retry} retrying={compliments.isFetching || reviews.isFetching}>
        {intl.formatMessage({ id: 'reviews.loadError' })}
      </ErrorWithRetry>
    );
  }
  if (compliments.isPending || reviews.isPending || me === undefined) return <LoadingState />;

  const mine = <T extends { sender: { id: string }; context: string }>(items: T[]) =>
    items.find((item) => item.sender.id === me && item.context === context);
  const earlier: EarlierReview = { set: mine(compliments.data.data), review: mine(reviews.data.data) };
  // A new earlier record (after saving or removing) starts the fields afresh from what is stored.
  const key = `${earlier.set?.id ?? '-'}:${earlier.review?.id ?? '-'}`;
  return <ReviewFields key={key} receiver={receiver} context={context} earlier={earlier} onDone={onDone} />;
}

function ReviewFields({ receiver, context, earlier, onDone }: ReviewFormProps & { earlier: EarlierReview }) {
  const intl = useIntl();
  const hintId = useId();
  const [chosen, setChosen] = useState<ComplimentType[]>(() => initialChoice(earlier.set?.compliments));
  const [text, setText] = useState(earlier.review?.review ?? '');
  const { save, remove } = useReviewMutations(receiver.managedIdentity);
  const hasEarlier = Boolean(earlier.set || earlier.review);
  const busy = save.isPending || remove.isPending;
  const name = receiver.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0 || busy) return;
    try {
      await save.mutateAsync({
        receiver: receiver.managedIdentity,
        context,
        compliments: chosen,
        review: text.trim(),
        earlier,
      });
      notify.info('reviews.saved');
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 409) notify.error('reviews.exists', { name });
      else notify.error('reviews.saveError');
    }
  };

  const removeAll = async () => {
    try {
      await remove.mutateAsync(earlier);
      notify.info('reviews.removed');
    } catch {
      notify.error('reviews.removeError');
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={intl.formatMessage({ id: 'reviews.title' }, { name })}
      noValidate
    >
      <Stack gap="md">
        {hasEarlier && <Text>{intl.formatMessage({ id: 'reviews.earlier' }, { name })}</Text>}
        <Fieldset
          variant="unstyled"
          legend={intl.formatMessage({ id: 'reviews.compliments' })}
          aria-describedby={hintId}
          styles={{ legend: { fontWeight: 600 } }}
        >
          <Text id={hintId} size="sm" c="dimmed" mb="xs">
            {intl.formatMessage({ id: 'reviews.complimentsHint' })}
          </Text>
          <Group gap="xs">
            {OFFERED_COMPLIMENT_TYPES.map((type) => (
              <Chip
                key={type}
                size="md"
                checked={chosen.includes(type)}
                onChange={() => setChosen((current) => toggleCompliment(current, type))}
              >
                {intl.formatMessage({ id: `compliment.${type}` })}
              </Chip>
            ))}
          </Group>
        </Fieldset>
        <Textarea
          label={intl.formatMessage({ id: 'reviews.review' })}
          description={intl.formatMessage({ id: 'reviews.reviewHint' }, { name })}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={MAX_REVIEW_LENGTH}
        />
        <Group grow>
          <Button type="submit" size="lg" disabled={chosen.length === 0} loading={save.isPending}>
            {intl.formatMessage({ id: 'reviews.save' })}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            size="lg"
            disabled={!hasEarlier || save.isPending}
            loading={remove.isPending}
            onClick={() => void removeAll()}
          >
            {intl.formatMessage({ id: 'reviews.remove' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
