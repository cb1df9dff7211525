import '@lobby/ui/test-setup';
import '../lib/i18n';
