import * as migration_20261122_055534_initial from './20261122_055534_initial';
import * as migration_20261122_074842_redirects from './20261122_074842_redirects';
import * as migration_20261122_075039_site_messages from './20261122_075039_site_messages';
import * as migration_20261122_075743_finance from './20261122_075743_finance';
import * as migration_20261122_075800_search_changes from './20261122_075800_search_changes';
import * as migration_20261123_055914_platform from './20261123_055914_platform';
import * as migration_20261123_072944_flows from './20261123_072944_flows';
import * as migration_20261123_085936_tyre_hotel_block from './20261123_085936_tyre_hotel_block';
import * as migration_20261123_090000_workshop_capacity from './20261123_090000_workshop_capacity';
import * as migration_20261123_090019_workshop_booking from './20261123_090019_workshop_booking';
import * as migration_20261123_090441_car_media from './20261123_090441_car_media';
import * as migration_20261123_090444_service_booking_block from './20261123_090444_service_booking_block';
import * as migration_20261123_092515_tirehotel from './20261123_092515_tirehotel';
import * as migration_20261123_093555_service_form_no from './20261123_093555_service_form_no';
import * as migration_20261123_094951_marketing_forms from './20261123_094951_marketing_forms';
import * as migration_20261123_122617_schema_baseline from './20261123_122617_schema_baseline';
import * as migration_20261123_130110_blocks_stories from './20261123_130110_blocks_stories';
import * as migration_20261126_050000_tirehotel_revoked_sessions from './20261126_050000_tirehotel_revoked_sessions';
import * as migration_20261126_052303_content_blocks from './20261126_052303_content_blocks';
import * as migration_20261126_054327_editors_and_sites from './20261126_054327_editors_and_sites';
import * as migration_20261127_152730_message_dates_and_gb_flag from './20261127_152730_message_dates_and_gb_flag';
import * as migration_20261127_192237_lead_submission_scope from './20261127_192237_lead_submission_scope';
import * as migration_20261127_193538_tirehotel_open_booking from './20261127_193538_tirehotel_open_booking';
import * as migration_20261127_195612_media_owner_site from './20261127_195612_media_owner_site';
import * as migration_20261128_130000_car_price_history from './20261128_130000_car_price_history';
import * as migration_20261128_131500_search_finance_products from './20261128_131500_search_finance_products';
import * as migration_20261128_160000_saved_searches from './20261128_160000_saved_searches';
import * as migration_20261128_162000_favourites_block from './20261128_162000_favourites_block';
import * as migration_20261129_060000_booking_manage from './20261129_060000_booking_manage';
import * as migration_20261129_120000_booking_reminder_links from './20261129_120000_booking_reminder_links';
import * as migration_20261129_130000_saved_search_car_changes from './20261129_130000_saved_search_car_changes';
import * as migration_20261129_140000_tyre_hotel_manage from './20261129_140000_tyre_hotel_manage';
import * as migration_20261129_150000_admin_language from './20261129_150000_admin_language';
import * as migration_20261129_160000_saved_search_feed_consumed from './20261129_160000_saved_search_feed_consumed';
import * as migration_20261129_170000_audit_log from './20261129_170000_audit_log';
import * as migration_20261129_171000_publish_schedules from './20261129_171000_publish_schedules';
import * as migration_20261129_172000_publish_overrides from './20261129_172000_publish_overrides';
import * as migration_20261129_220000_group_content from './20261129_220000_group_content';
import * as migration_20261129_221000_block_windows from './20261129_221000_block_windows';

export const migrations = [
  {
    up: migration_20261122_055534_initial.up,
    down: migration_20261122_055534_initial.down,
    name: '20261122_055534_initial',
  },
  {
    up: migration_20261122_074842_redirects.up,
    down: migration_20261122_074842_redirects.down,
    name: '20261122_074842_redirects',
  },
  {
    up: migration_20261122_075039_site_messages.up,
    down: migration_20261122_075039_site_messages.down,
    name: '20261122_075039_site_messages',
  },
  {
    up: migration_20261122_075743_finance.up,
    down: migration_20261122_075743_finance.down,
    name: '20261122_075743_finance',
  },
  {
    up: migration_20261122_075800_search_changes.up,
    down: migration_20261122_075800_search_changes.down,
    name: '20261122_075800_search_changes',
  },
  {
    up: migration_20261123_055914_platform.up,
    down: migration_20261123_055914_platform.down,
    name: '20261123_055914_platform',
  },
  {
    up: migration_20261123_072944_flows.up,
    down: migration_20261123_072944_flows.down,
    name: '20261123_072944_flows',
  },
  {
    up: migration_20261123_085936_tyre_hotel_block.up,
    down: migration_20261123_085936_tyre_hotel_block.down,
    name: '20261123_085936_tyre_hotel_block',
  },
  {
    up: migration_20261123_090000_workshop_capacity.up,
    down: migration_20261123_090000_workshop_capacity.down,
    name: '20261123_090000_workshop_capacity',
  },
  {
    up: migration_20261123_090019_workshop_booking.up,
    down: migration_20261123_090019_workshop_booking.down,
    name: '20261123_090019_workshop_booking',
  },
  {
    up: migration_20261123_090441_car_media.up,
    down: migration_20261123_090441_car_media.down,
    name: '20261123_090441_car_media',
  },
  {
    up: migration_20261123_090444_service_booking_block.up,
    down: migration_20261123_090444_service_booking_block.down,
    name: '20261123_090444_service_booking_block',
  },
  {
    up: migration_20261123_092515_tirehotel.up,
    down: migration_20261123_092515_tirehotel.down,
    name: '20261123_092515_tirehotel',
  },
  {
    up: migration_20261123_093555_service_form_no.up,
    down: migration_20261123_093555_service_form_no.down,
    name: '20261123_093555_service_form_no',
  },
  {
    up: migration_20261123_094951_marketing_forms.up,
    down: migration_20261123_094951_marketing_forms.down,
    name: '20261123_094951_marketing_forms',
  },
  {
    up: migration_20261123_122617_schema_baseline.up,
    down: migration_20261123_122617_schema_baseline.down,
    name: '20261123_122617_schema_baseline',
  },
  {
    up: migration_20261123_130110_blocks_stories.up,
    down: migration_20261123_130110_blocks_stories.down,
    name: '20261123_130110_blocks_stories',
  },
  {
    up: migration_20261126_050000_tirehotel_revoked_sessions.up,
    down: migration_20261126_050000_tirehotel_revoked_sessions.down,
    name: '20261126_050000_tirehotel_revoked_sessions',
  },
  {
    up: migration_20261126_052303_content_blocks.up,
    down: migration_20261126_052303_content_blocks.down,
    name: '20261126_052303_content_blocks',
  },
  {
    up: migration_20261126_054327_editors_and_sites.up,
    down: migration_20261126_054327_editors_and_sites.down,
    name: '20261126_054327_editors_and_sites',
  },
  {
    up: migration_20261127_152730_message_dates_and_gb_flag.up,
    down: migration_20261127_152730_message_dates_and_gb_flag.down,
    name: '20261127_152730_message_dates_and_gb_flag',
  },
  {
    up: migration_20261127_192237_lead_submission_scope.up,
    down: migration_20261127_192237_lead_submission_scope.down,
    name: '20261127_192237_lead_submission_scope',
  },
  {
    up: migration_20261127_193538_tirehotel_open_booking.up,
    down: migration_20261127_193538_tirehotel_open_booking.down,
    name: '20261127_193538_tirehotel_open_booking',
  },
  {
    up: migration_20261127_195612_media_owner_site.up,
    down: migration_20261127_195612_media_owner_site.down,
    name: '20261127_195612_media_owner_site',
  },
  {
    up: migration_20261128_130000_car_price_history.up,
    down: migration_20261128_130000_car_price_history.down,
    name: '20261128_130000_car_price_history',
  },
  {
    up: migration_20261128_131500_search_finance_products.up,
    down: migration_20261128_131500_search_finance_products.down,
    name: '20261128_131500_search_finance_products',
  },
  {
    up: migration_20261128_160000_saved_searches.up,
    down: migration_20261128_160000_saved_searches.down,
    name: '20261128_160000_saved_searches',
  },
  {
    up: migration_20261128_162000_favourites_block.up,
    down: migration_20261128_162000_favourites_block.down,
    name: '20261128_162000_favourites_block',
  },
  {
    up: migration_20261129_060000_booking_manage.up,
    down: migration_20261129_060000_booking_manage.down,
    name: '20261129_060000_booking_manage',
  },
  {
    up: migration_20261129_120000_booking_reminder_links.up,
    down: migration_20261129_120000_booking_reminder_links.down,
    name: '20261129_120000_booking_reminder_links',
  },
  {
    up: migration_20261129_130000_saved_search_car_changes.up,
    down: migration_20261129_130000_saved_search_car_changes.down,
    name: '20261129_130000_saved_search_car_changes',
  },
  {
    up: migration_20261129_140000_tyre_hotel_manage.up,
    down: migration_20261129_140000_tyre_hotel_manage.down,
    name: '20261129_140000_tyre_hotel_manage',
  },
  {
    up: migration_20261129_150000_admin_language.up,
    down: migration_20261129_150000_admin_language.down,
    name: '20261129_150000_admin_language',
  },
  {
    up: migration_20261129_160000_saved_search_feed_consumed.up,
    down: migration_20261129_160000_saved_search_feed_consumed.down,
    name: '20261129_160000_saved_search_feed_consumed',
  },
  {
    up: migration_20261129_170000_audit_log.up,
    down: migration_20261129_170000_audit_log.down,
    name: '20261129_170000_audit_log',
  },
  {
    up: migration_20261129_171000_publish_schedules.up,
    down: migration_20261129_171000_publish_schedules.down,
    name: '20261129_171000_publish_schedules',
  },
  {
    up: migration_20261129_172000_publish_overrides.up,
    down: migration_20261129_172000_publish_overrides.down,
    name: '20261129_172000_publish_overrides',
  },
  {
    up: migration_20261129_220000_group_content.up,
    down: migration_20261129_220000_group_content.down,
    name: '20261129_220000_group_content',
  },
  {
    up: migration_20261129_221000_block_windows.up,
    down: migration_20261129_221000_block_windows.down,
    name: '20261129_221000_block_windows',
  },
];
