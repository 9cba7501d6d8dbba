// Every Mantine component's styles (in Mantine's cascade layer, like the first pages' ones), loaded with
// the first signed-in page: the router waits for them, so no page is ever shown unstyled.
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
